import { historyPhotoKey, imageUrl, type HistoryArticle as Article, type Model } from "#features/catalog/index.ts";
import * as styles from "./model-page.css.ts";

export interface HistoryArticleProps {
  model: Pick<Model, "photo">;
  article: Article;
  resolveImage?: (key: string) => string;
}

const WIKIPEDIA = /^https:\/\/[a-z-]+\.(m\.)?wikipedia\.org\//;

/** A Wikipedia source's label ends with the encyclopedia's name once, however much of it the owner pasted. */
export function sourceLabel(label: string, wikipedia: boolean): string {
  if (!wikipedia) return label;
  const title = label.replace(/\s*[–—-]\s*Wikipedia(,\s*wolna encyklopedia)?\s*$/i, "");
  return `${title} – Wikipedia, wolna encyklopedia`;
}

export function HistoryArticle({ model, article, resolveImage = imageUrl }: HistoryArticleProps) {
  let photoNumber = 0;
  return (
    <article className={styles.article}>
      {article.sections.map((section) => {
        const photo = section.photo ? { ...section.photo, number: ++photoNumber } : undefined;
        return (
          <div key={section.heading}>
            <h3 className={styles.articleHeading}>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {photo ? (
              <figure className={styles.figure}>
                <img
                  className={styles.figureImage}
                  src={resolveImage(historyPhotoKey(model, photo.number))}
                  alt={photo.alt}
                  width={900}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption className={styles.caption}>{photo.caption}</figcaption>
              </figure>
            ) : null}
          </div>
        );
      })}
      {article.source.url ? (
        <p className={styles.source}>
          Źródło:{" "}
          <a href={article.source.url} target="_blank" rel="noopener noreferrer">
            {sourceLabel(article.source.label, WIKIPEDIA.test(article.source.url))}
          </a>
        </p>
      ) : null}
    </article>
  );
}
