import { domAnimation, LazyMotion, m, MotionConfig } from "framer-motion";
import { letterDelay, titleLetters } from "../model.ts";
import * as styles from "./banner-title.css.ts";

const hidden = { opacity: 0, y: "0.5em" };
const shown = { opacity: 1, y: 0 };

export function AnimatedTitle({ title }: { title: string }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <span className={styles.root} aria-hidden="true">
          {titleLetters(title).map((word, index) => (
            <span key={index} className={styles.word}>
              {word.map(({ letter, order }) => (
                <m.span
                  key={order}
                  className={styles.letter}
                  initial={hidden}
                  animate={shown}
                  transition={{ delay: letterDelay(order), duration: 0.4, ease: "easeOut" }}
                >
                  {letter}
                </m.span>
              ))}
            </span>
          ))}
        </span>
      </LazyMotion>
    </MotionConfig>
  );
}
