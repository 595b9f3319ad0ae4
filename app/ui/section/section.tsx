import { useId, useState, type ReactNode } from "react";
import { ChevronIcon } from "../icons/icons.tsx";
import * as styles from "./section.css.ts";

export interface SectionProps {
  title: string;
  count?: number;
  /** Followed until the visitor toggles: the stored `sections` setting arrives only after hydration. */
  defaultOpen?: boolean;
  forceOpen?: boolean;
  id?: string;
  children: ReactNode;
}

export function Section({ title, count, defaultOpen = true, forceOpen = false, id, children }: SectionProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  // Adjusted while rendering (not in an effect), so the section is open in the very render that asks for it.
  const [forced, setForced] = useState(forceOpen);
  if (forced !== forceOpen) {
    setForced(forceOpen);
    if (forceOpen) setToggled(true);
  }
  const open = toggled ?? (forceOpen || defaultOpen);
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
