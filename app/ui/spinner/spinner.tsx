import * as styles from "./spinner.css.ts";

export function Spinner({ label = "Ładowanie…" }: { label?: string }) {
  return <span className={styles.root} role="status" aria-label={label} />;
}
