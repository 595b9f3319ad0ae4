import type { ReactNode } from "react";
import * as styles from "./info-layout.css.ts";

export interface InfoLayoutProps {
  info: ReactNode;
  map: ReactNode;
  stacked: boolean;
}

export function InfoLayout({ info, map, stacked }: InfoLayoutProps) {
  return (
    <div className={stacked ? `${styles.root} ${styles.stacked}` : styles.root}>
      {info}
      {map}
    </div>
  );
}
