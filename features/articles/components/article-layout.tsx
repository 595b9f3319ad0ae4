import type { ReactNode } from "react";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import type { ArticleFigure, TocEntry } from "../model.ts";
import { FigureGallery } from "./article-figure.tsx";
import * as styles from "./article-layout.css.ts";
import * as prose from "./prose.css.ts";

export interface ArticleLayoutProps {
  title: string;
  lead?: ReactNode;
  inProgress?: boolean;
  toc?: readonly TocEntry[];
  figures?: readonly ArticleFigure[];
  children: ReactNode;
}

export function ArticleLayout({ title, lead, inProgress = false, toc, figures = [], children }: ArticleLayoutProps) {
  return (
    <FigureGallery figures={figures}>
      <article className={styles.root} aria-labelledby={ARTICLE_HEADING_ID}>
        <header className={styles.header}>
          <h1 id={ARTICLE_HEADING_ID} className={styles.title}>
            {title}
          </h1>
          {inProgress ? <InProgressBadge /> : null}
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {toc && toc.length > 0 ? <TableOfContents entries={toc} /> : null}
        <div className={prose.root}>{children}</div>
      </article>
    </FigureGallery>
  );
}

export function InProgressBadge() {
  return <p className={styles.badge}>Artykuł w przygotowaniu</p>;
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[];
}

export function TableOfContents({ entries }: TableOfContentsProps) {
  return (
    <nav className={styles.toc} aria-labelledby="spis-tresci">
      <h2 id="spis-tresci" className={styles.tocHeading}>
        Spis treści
      </h2>
      <ol className={styles.tocList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.tocItem}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
