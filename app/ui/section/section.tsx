import { useId, useState, type ReactNode } from "react";
import { ChevronIcon } from "../icons/icons.tsx";
import * as styles from "./section.css.ts";

export interface SectionProps {
  title: string;
  /** Shown in brackets after the title when above 0 (photos, comments). */
  count?: number;
  /**
   * Open until the visitor toggles it. The model page passes the stored `sections` setting, which arrives
   * right after hydration: the section follows it as long as the visitor has not toggled it yet.
   */
  defaultOpen?: boolean;
  /** The id of the section element, for links such as `#galeria`. */
  id?: string;
  children: ReactNode;
}

/** A page section whose header button collapses and expands it (spec section 2, "Sections"). */
export function Section({ title, count, defaultOpen = true, id, children }: SectionProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? defaultOpen;
  const bodyId = useId();
  return (
    <section className={styles.root} id={id} aria-label={title}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setToggled(!open)}
        >
          {title}
          {count !== undefined && count > 0 ? (
            <>
              {" "}
              <span className={styles.count}>({count})</span>
            </>
          ) : null}
          <ChevronIcon className={`${styles.arrow} ${open ? "" : styles.isClosed}`} />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
