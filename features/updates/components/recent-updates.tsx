import { useId, useMemo, useState } from "react";
import type { UpdateEntry } from "#features/catalog/index.ts";
import { isoDate, newestFirst, showMore, UPDATES_STEP } from "../model.ts";
import * as styles from "./recent-updates.css.ts";

export interface RecentUpdatesProps {
  entries: readonly UpdateEntry[];
}

export function RecentUpdates({ entries }: RecentUpdatesProps) {
  const sorted = useMemo(() => newestFirst(entries), [entries]);
  const [visible, setVisible] = useState(UPDATES_STEP);
  const headingId = useId();
  const listId = useId();
  const allShown = visible >= sorted.length;

  if (sorted.length === 0) return null;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Ostatnie aktualizacje
      </h2>
      <ul id={listId} className={styles.list}>
        {sorted.slice(0, visible).map((entry) => {
          const machineDate = isoDate(entry.date);
          return (
            <li key={entry.id} className={styles.item}>
              {machineDate ? (
                <time className={styles.date} dateTime={machineDate}>
                  {entry.date}
                </time>
              ) : (
                <span className={styles.date}>{entry.date}</span>
              )}
              <p className={styles.description}>{entry.description}</p>
            </li>
          );
        })}
      </ul>
      {sorted.length > UPDATES_STEP ? (
        <button
          type="button"
          className={styles.toggle}
          aria-controls={listId}
          onClick={() => setVisible(allShown ? UPDATES_STEP : showMore(visible, sorted.length))}
        >
          {allShown ? "Zwiń" : "Pokaż więcej"}
        </button>
      ) : null}
    </section>
  );
}
