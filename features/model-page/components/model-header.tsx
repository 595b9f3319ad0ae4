import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { yearHeader, type Model } from "#features/catalog/index.ts";
import * as styles from "./model-page.css.ts";

export interface ModelHeaderProps {
  model: Pick<Model, "name" | "description" | "completionYear" | "buildYears">;
}

export function ModelHeader({ model }: ModelHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title} id={ARTICLE_HEADING_ID}>
        {model.name}
      </h1>
      <p className={styles.year}>{yearHeader(model)}</p>
      <p className={styles.description}>{model.description}</p>
    </header>
  );
}

/** The note comes with the page's data, so visitors' code carries none of its text. */
export function PreviewMark({ note }: { note: string }) {
  return (
    <p className={styles.previewMark} role="note">
      {note}
    </p>
  );
}
