import { Picture } from "#app/ui/picture/picture.tsx";
import { COVER_SIZE, COVER_WIDTHS, imageUrl, isLinkValue, widthSources, type Model } from "#features/catalog/index.ts";
import * as styles from "./model-page.css.ts";

export interface ModelFactsProps {
  model: Pick<Model, "name" | "cover" | "info">;
  resolveImage?: (key: string) => string;
}

export function ModelFacts({ model, resolveImage = imageUrl }: ModelFactsProps) {
  return (
    <div className={styles.modelGrid}>
      {model.cover ? (
        <Picture
          pictureClassName={styles.coverPicture}
          className={styles.cover}
          sources={widthSources(model.cover, COVER_SIZE.width, COVER_WIDTHS, resolveImage)}
          sizes="(min-width: 900px) 40rem, 100vw"
          src={resolveImage(model.cover)}
          alt={`${model.name}: zdjęcie gotowego modelu`}
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          // It must not take bandwidth from the banner, the page's largest paint, nor be hinted at the top of <head>.
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <dl className={styles.facts}>
        {Object.entries(model.info).map(([name, value]) => (
          <div key={name} style={{ display: "contents" }}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>
              {isLinkValue(value) ? (
                <a href={value} target="_blank" rel="noopener noreferrer">
                  Download
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
