import { lazy, Suspense } from "react";
import { titleLetters } from "../model.ts";
import * as styles from "./banner-title.css.ts";

export interface BannerTitleProps {
  title: string;
  animate: boolean;
}

// framer-motion arrives only with the first slide change, so the page's first load carries none of it.
const AnimatedTitle = lazy(() => import("./animated-title.tsx").then((module) => ({ default: module.AnimatedTitle })));

export function BannerTitle({ title, animate }: BannerTitleProps) {
  if (!animate) return <StaticTitle title={title} />;
  return (
    <Suspense fallback={<StaticTitle title={title} unseen />}>
      <AnimatedTitle title={title} />
    </Suspense>
  );
}

function StaticTitle({ title, unseen = false }: { title: string; unseen?: boolean }) {
  return (
    <span className={`${styles.root} ${unseen ? styles.isUnseen : ""}`} aria-hidden="true">
      {titleLetters(title).map((word, index) => (
        <span key={index} className={styles.word}>
          {word.map(({ letter }) => letter).join("")}
        </span>
      ))}
    </span>
  );
}
