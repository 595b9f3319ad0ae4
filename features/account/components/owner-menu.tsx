import { useId } from "react";
import { href, Link } from "react-router";
import type { OwnerMenuData } from "../model.ts";
import * as styles from "./owner-menu.css.ts";

export interface OwnerMenuProps extends OwnerMenuData {
  /** The panel closes as a tool opens: the page behind it is the one that changes. */
  onNavigate?: () => void;
}

/** The admin's way to the owner's pages: a new model, the list of models and moderation with what waits there. */
export function OwnerMenu({ held, onNavigate }: OwnerMenuProps) {
  const headingId = useId();
  return (
    <nav className={styles.root} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Prowadzenie strony
      </h4>
      <ul className={styles.list}>
        <li>
          <Link to={href("/Katalog/nowy")} className={styles.link} onClick={onNavigate}>
            Nowy model
          </Link>
        </li>
        <li>
          <Link to={href("/Katalog")} className={styles.link} onClick={onNavigate}>
            Modele
          </Link>
        </li>
        <li>
          <Link
            to={href("/Moderacja")}
            className={styles.link}
            onClick={onNavigate}
            // Read as "Moderacja (3)"; the number is seen as a badge.
            aria-label={held > 0 ? `Moderacja (${held})` : undefined}
          >
            Moderacja
            {held > 0 ? <span className={styles.count}>{held}</span> : null}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
