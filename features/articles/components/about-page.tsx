import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { ReactNode } from "react";
import { ArticleLayout } from "./article-layout.tsx";
import * as prose from "./prose.css.ts";

export interface AboutPageProps {
  author: string;
  email: string;
  siteName: string;
  modelCount?: number;
  children?: ReactNode;
}

export function AboutPage({ author, email, siteName, modelCount, children }: AboutPageProps) {
  return (
    <ArticleLayout
      title="O autorze"
      lead={
        <>
          Nazywam się {author}. Modele z kartonu sklejam mniej więcej od 1998 roku, a na stronie {siteName} pokazuję te,
          które udało mi się skończyć – i te, które wciąż powstają.
          {modelCount ? <> Kolekcja liczy teraz {countNoun(modelCount, NOUNS.model)}.</> : null}
        </>
      }
    >
      {children}
      <h2 id="kontakt">Kontakt</h2>
      <p className={prose.note}>
        Pytania o modele, oświetlenie albo uwagi do strony: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </ArticleLayout>
  );
}
