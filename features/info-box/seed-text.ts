import type { SiteConfig } from "#app/site.ts";

/** The home page's first info text, stored in D1 by the seed; the admin edits it afterwards. */
export function seedInfoText(site: SiteConfig): string {
  return `## Witaj na stronie „${site.name}”!

Modele kartonowe sklejam od mniej więcej **1998 roku**. Na tej stronie zebrałem gotowe prace: [zamki i ratusze](/Bedzin), [latarnie morskie](/Hel), [kościoły](/Wang), rakiety i łaziki z [programu kosmicznego](/SaturnV), samoloty oraz figurki. Każdy model ma swoją galerię zdjęć (dzienne, nocne z oświetleniem i z budowy), mapę z położeniem prawdziwego obiektu oraz krótki artykuł o jego historii. Pod zdjęciami możesz zostawić komentarz, a na stronie [Galerie](/Galerie) obejrzeć po jednym losowym zdjęciu z każdej galerii.

Jeśli chcesz oświetlić własny model, zajrzyj do artykułu o [oświetleniu modeli](/Oswietlenie): jest w nim kalkulator rezystora dla diod LED.

### Jak powstała ta strona

Strona jest napisana w **React** i **React Router**, działa na platformie chmurowej **Cloudflare Workers** (blisko każdego odwiedzającego), komentarze i konta przechowuje baza **D1**, zdjęcia leżą w magazynie **R2**, a mapy rysuje **Leaflet** z podkładem OpenStreetMap.

Pytania, uwagi i propozycje: [${site.email}](mailto:${site.email}).

*${site.author}*`;
}
