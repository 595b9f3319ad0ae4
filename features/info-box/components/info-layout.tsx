import type { ReactNode } from "react";
import * as styles from "./info-layout.css.ts";

export interface InfoLayoutProps {
  /** The info box (it may render nothing, and the map then takes the whole row). */
  info: ReactNode;
  /** The home map. */
  map: ReactNode;
  /** One above the other: set while the map is enlarged. */
  stacked: boolean;
}

/** The top of the home page: the info box and the map side by side on wide screens, stacked otherwise. */
export function InfoLayout({ info, map, stacked }: InfoLayoutProps) {
  return (
    <div className={styles.root({ stacked })}>
      {info}
      {map}
    </div>
  );
}
