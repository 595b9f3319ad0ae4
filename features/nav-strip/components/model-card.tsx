import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useState } from "react";
import { NavLink } from "react-router";
import { Picture } from "#app/ui/picture/picture.tsx";
import { CARD_WIDTHS, modelHref, widthSources, type ModelSummary } from "#features/catalog/index.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { CARD_IMAGE_SIZE, cardYear } from "../model.ts";
import { CommentIcon, ModelPlaceholderIcon } from "./strip-icons.tsx";
import * as styles from "./model-card.css.ts";

export interface ModelCardProps {
  model: ModelSummary;
  imageSrc: (key: string) => string;
  commentCount?: number;
}

export function ModelCard({ model, imageSrc, commentCount = 0 }: ModelCardProps) {
  const [broken, setBroken] = useState(false);
  const picture = model.card && !broken ? model.card : undefined;
  return (
    <NavLink to={modelHref(model.path)} end className={styles.root}>
      {picture ? (
        <Picture
          pictureClassName={styles.picture}
          className={styles.image}
          sources={widthSources(picture, CARD_IMAGE_SIZE.width, CARD_WIDTHS, imageSrc)}
          // model-card.css.ts: 7.5rem wide, 6rem on a phone.
          sizes="(max-width: 640px) 6rem, 7.5rem"
          src={imageSrc(picture)}
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          ref={(image) => {
            // A picture that failed before hydration fired its error event before React listened.
            if (image?.complete && image.currentSrc && image.naturalWidth === 0) setBroken(true);
          }}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <ModelPlaceholderIcon />
          <span className={styles.placeholderName}>{model.name}</span>
        </span>
      )}
      {/* The name comes first for screen readers; the year is drawn above it. */}
      <span className={styles.details}>
        <span className={styles.name}>{model.name}</span> <span className={styles.year}>{cardYear(model)}</span>
        {commentCount > 0 ? <span className={visuallyHidden}>, {countNoun(commentCount, NOUNS.comment)}</span> : null}
      </span>
      {commentCount > 0 ? (
        <span className={styles.comments} aria-hidden="true" data-comments={commentCount}>
          <CommentIcon size={12} />
          {commentCount}
        </span>
      ) : null}
      {model.isNew ? <span className={styles.ribbon}>nowa galeria</span> : null}
      {model.draft ? (
        <span className={styles.draft}>
          <span className={visuallyHidden}>, </span>szkic
        </span>
      ) : null}
    </NavLink>
  );
}
