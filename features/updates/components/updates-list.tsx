import { useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { isoDate, newestFirst, showMore, UPDATES_STEP, type ModelChoice, type UpdateView } from "../model.ts";
import * as styles from "./recent-updates.css.ts";

export interface RecentUpdatesProps {
  entries: readonly UpdateView[];
  /** Display only: the server checks the rights again. */
  admin?: boolean;
  models?: readonly ModelChoice[];
  /** The page's answer to a form posted without JavaScript. */
  answer?: ActionAnswer;
}

/** The owner's controls around the list, from the admin-only module. */
export interface UpdatesEditing {
  busy?: boolean;
  top: ReactNode;
  before: ReactNode;
  after: ReactNode;
  /** The index of the entry an address opens or asks about, or -1. */
  opened: (sorted: readonly UpdateView[]) => number;
  item: (entry: UpdateView, line: ReactNode) => ReactNode;
}

export const SECTION_ID = "aktualizacje";

export function UpdatesList({ entries, editing }: { entries: readonly UpdateView[]; editing?: UpdatesEditing }) {
  const sorted = useMemo(() => newestFirst(entries), [entries]);
  const [visible, setVisible] = useState(UPDATES_STEP);
  const headingId = useId();
  const listId = useId();
  const allShown = visible >= sorted.length;
  const shown = Math.max(visible, (editing?.opened(sorted) ?? -1) + 1);

  if (sorted.length === 0 && !editing) return null;

  return (
    <section id={SECTION_ID} className={styles.root} aria-labelledby={headingId} aria-busy={editing?.busy || undefined}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          Ostatnie aktualizacje
        </h2>
        {editing?.top}
      </div>
      {editing?.before}
      {sorted.length === 0 ? <p className={styles.empty}>Nie ma jeszcze żadnej aktualizacji.</p> : null}
      <ul id={listId} className={styles.list}>
        {sorted.slice(0, shown).map((entry) => {
          const line = <UpdateLine entry={entry} />;
          return editing ? (
            editing.item(entry, line)
          ) : (
            <li key={entry.id} className={styles.item}>
              {line}
            </li>
          );
        })}
      </ul>
      {editing?.after}
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

function UpdateLine({ entry }: { entry: UpdateView }) {
  const machineDate = isoDate(entry.date);
  return (
    <>
      {machineDate ? (
        <time className={styles.date} dateTime={machineDate}>
          {entry.date}
        </time>
      ) : (
        <span className={styles.date}>{entry.date}</span>
      )}
      <p className={styles.description}>
        {entry.description}
        {entry.link ? (
          <>
            {" "}
            <Link to={entry.link.href} className={styles.modelLink}>
              <span aria-hidden="true">→ </span>
              {entry.link.name}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}
