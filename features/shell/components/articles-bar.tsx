import { NavLink } from "react-router";
import * as styles from "./articles-bar.css.ts";

export interface ArticlesBarProps {
  links: readonly { to: string; label: string }[];
}

export function ArticlesBar({ links }: ArticlesBarProps) {
  return (
    <nav className={styles.root} aria-label="Artykuły">
      <span aria-hidden="true">Artykuły:</span>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
