import type { SiteConfig } from "#app/site.ts";

export function seedInfoText(site: SiteConfig): string {
  return `## Witaj na stronie „${site.name}”!

Modele kartonowe sklejam od mniej więcej **1998 roku**. Na tej stronie zebrałem gotowe prace: [zamki i ratusze](/Bedzin), [latarnie morskie](/Hel), [kościoły](/Wang), rakiety i łaziki z [programu kosmicznego](/SaturnV), samoloty oraz figurki. Każdy model ma swoją galerię zdjęć i krótki artykuł o historii oryginału, większość także mapę z położeniem prawdziwego obiektu, a część – nocne zdjęcia z oświetleniem. Pod zdjęciami możesz zostawić komentarz, a na stronie [Galerie](/Galerie) obejrzeć po jednym losowym zdjęciu z każdej galerii.

Jeśli chcesz oświetlić własny model, zajrzyj do artykułu o [oświetleniu modeli](/Oswietlenie): jest w nim kalkulator rezystora dla diod LED.

### Jak powstała ta strona

Strona jest napisana w **React** i **React Router**, działa na platformie chmurowej **Cloudflare Workers** (blisko każdego odwiedzającego), komentarze i konta przechowuje baza **D1**, zdjęcia leżą w magazynie **R2**, a mapy rysuje **Leaflet** z podkładem OpenStreetMap.

Pytania, uwagi i propozycje: [${site.email}](mailto:${site.email}).

*${site.author}*`;
}

// Claims nothing about the author beyond the spec's facts, which the page's lead and contact already give.
export function seedAboutText(): string {
  return `## Co jest na stronie

Galerie gotowych modeli kartonowych: [zamki i ratusze](/Bedzin), [latarnie morskie](/Hel), [kościoły](/Wang), rakiety i łaziki z [programu kosmicznego](/SaturnV), samoloty oraz figurki. Przy każdym modelu są zdjęcia, dane zestawu i krótki artykuł o historii oryginału, przy większości także mapa z położeniem prawdziwego obiektu. Modele w budowie są oznaczone osobno.

Jak oświetlić model, opisują artykuły [Oświetlenie modeli](/Oswietlenie) i [Arduino w modelach](/Arduino).

## Stopień trudności

Stopień trudności podają wydawnictwa (GPM, Modelik) przy swoich zestawach, w skali od 1 do 3; modele z darmowych projektów z internetu i z projektu własnego go nie mają:

1. model prosty, dobry na początek,
2. model średnio trudny,
3. model trudny, dla doświadczonych modelarzy.

## O stronie

Strona jest napisana w **React** i **React Router** i działa na platformie chmurowej **Cloudflare Workers**; konta i komentarze przechowuje baza **D1**, zdjęcia magazyn **R2**, a mapy rysuje **Leaflet** z podkładem OpenStreetMap. Pod każdym modelem i artykułem można zostawić komentarz – bez zakładania konta albo po zalogowaniu.`;
}
