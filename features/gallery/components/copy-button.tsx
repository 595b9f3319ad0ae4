import type { ReactNode } from "react";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { useCopy } from "../state/use-copy.ts";
import * as styles from "./gallery.css.ts";
import { CheckIcon, CopyIcon } from "./icons.tsx";

export interface CopyButtonProps {
  /** A function is read at the click, when the page knows its origin for absolute addresses. */
  text: string | (() => string);
  children?: ReactNode;
  /** Said after the label by screen readers, so each of several `Kopiuj` buttons has its own name. */
  spokenSuffix?: string;
  onFailed?: () => void;
}

export function CopyButton({ text, children = "Kopiuj", spokenSuffix, onFailed }: CopyButtonProps) {
  const [state, copy] = useCopy();
  const copied = state === "copied";
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${copied ? styles.isCopied : ""}`}
        onClick={async () => {
          const ok = await copy(typeof text === "function" ? text() : text);
          if (!ok) onFailed?.();
        }}
      >
        {copied ? (
          <>
            <CheckIcon size={18} />
            Skopiowano
          </>
        ) : (
          <>
            <CopyIcon size={18} />
            {children}
            {spokenSuffix ? (
              <>
                {" "}
                <span className={visuallyHidden}>{spokenSuffix}</span>
              </>
            ) : null}
          </>
        )}
      </button>
      <span role="status" className={visuallyHidden}>
        {copied ? "Skopiowano" : ""}
      </span>
      {state === "failed" ? (
        <p className={styles.copyError} role="alert">
          Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie (Ctrl+C).
        </p>
      ) : null}
    </>
  );
}
