import type { ReactNode } from "react";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import * as styles from "./prose.css.ts";

export interface ScrollRegionProps {
  label: string;
  children: ReactNode;
}

// Focusable so keyboard users can scroll it too (WCAG 2.1.1); the region role and name say what the stop is.
export function TableScroll({ label, children }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface CodeBlockProps {
  label: string;
  code: string;
}

export function CodeBlock({ label, code }: CodeBlockProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <pre className={styles.code} role="region" aria-label={label} tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {children}
      <span className={visuallyHidden}> (otwiera się w nowej karcie)</span>
    </a>
  );
}
