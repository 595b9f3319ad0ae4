import type { ReactNode } from "react";
import { ArticleLayout } from "./article-layout.tsx";
import { modelsNoun } from "../model.ts";
import * as prose from "./prose.css.ts";

export interface AboutPageProps {
  author: string;
  email: string;
  siteName: string;
  /** How many models the site shows; the sentence is left out when unknown. */
  modelCount?: number;
  /** The owner's own text (markdown from D1, edited in place by the admin). */
  children?: ReactNode;
}

/** The About page: the spec's facts from the site's settings around the text the owner writes in the site. */
export function AboutPage({ author, email, siteName, modelCount, children }: AboutPageProps) {
  return (
    <ArticleLayout
      title="O autorze"
      lead={
        <>
          Nazywam się {author}. Modele z kartonu sklejam mniej więcej od 1998 roku, a na stronie {siteName} pokazuję te,
          które udało mi się skończyć – i te, które wciąż powstają.
          {modelCount ? (
            <>
              {" "}
              Na stronie jest teraz {modelCount} {modelsNoun(modelCount)}.
            </>
          ) : null}
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
