import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { OpenButton } from "#app/ui/editing/open-button.tsx";
import { EntryActions } from "#app/ui/editing/entry-actions.tsx";
import { editorOnDemand, usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { EDIT_PARAM } from "#app/ui/editing/use-draft-editor.ts";
import { isoDate, newestFirst, showMore, UPDATES_STEP, type ModelChoice, type UpdateView } from "../model.ts";
import { draftOf, updateKey, useUpdateEditor } from "./update-editor.tsx";
import * as styles from "./recent-updates.css.ts";

const updateForm = editorOnDemand(async () => (await import("./update-form.tsx")).UpdateForm);

export interface RecentUpdatesProps {
  entries: readonly UpdateView[];
  /** Display only: the server checks the rights again. */
  admin?: boolean;
  models?: readonly ModelChoice[];
}

const SECTION_ID = "aktualizacje";

// Visitors get the plain list: only the admin's needs the editor, and with it a data router's fetcher.
export function RecentUpdates(props: RecentUpdatesProps) {
  return props.admin ? <EditableUpdates {...props} /> : <UpdatesList {...props} editor={null} />;
}

function EditableUpdates(props: RecentUpdatesProps) {
  const editor = useUpdateEditor(props.entries);
  usePreloadedEditor(updateForm.preload, true);
  return <UpdatesList {...props} editor={editor} />;
}

function UpdatesList({
  entries,
  models = [],
  editor,
}: RecentUpdatesProps & { editor: ReturnType<typeof useUpdateEditor> | null }) {
  const admin = editor !== null;
  const sorted = useMemo(() => newestFirst(entries), [entries]);
  const [visible, setVisible] = useState(UPDATES_STEP);
  const headingId = useId();
  const listId = useId();
  const allShown = visible >= sorted.length;

  // The entry an address opens or asks about is shown even when it is further down than the first few.
  const opened = sorted.findIndex((entry) => entry.id === editor?.draft?.id || updateKey(entry.id) === editor?.asking);
  const shown = Math.max(visible, opened + 1);

  if (sorted.length === 0 && !admin) return null;

  const form = (isNew: boolean) =>
    editor?.draft ? (
      <updateForm.Editor
        draft={editor.draft}
        id={editor.draft.id}
        Form={editor.Form}
        returnTo={SECTION_ID}
        models={models}
        saving={editor.saving}
        error={editor.error}
        isNew={isNew}
        onChange={(draft) => editor.change({ ...draft, id: editor.draft!.id })}
        onSubmit={editor.submit}
        onCancel={editor.cancel}
      />
    ) : null;

  return (
    <section
      id={SECTION_ID}
      className={styles.root}
      aria-labelledby={headingId}
      aria-busy={editor?.refreshing || undefined}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          Ostatnie aktualizacje
        </h2>
        {editor && !editor.editing ? (
          <OpenButton
            param={EDIT_PARAM}
            value={updateKey(null)}
            returnTo={SECTION_ID}
            className={styles.adminButton}
            onClick={() => editor.start({ ...draftOf(), id: null })}
          >
            dodaj aktualizację
          </OpenButton>
        ) : null}
      </div>
      {editor?.editing && editor.draft?.id === null ? <div className={styles.newForm}>{form(true)}</div> : null}
      {sorted.length === 0 ? <p className={styles.empty}>Nie ma jeszcze żadnej aktualizacji.</p> : null}
      <ul id={listId} className={styles.list}>
        {sorted.slice(0, shown).map((entry) => {
          if (editor?.editing && editor.draft?.id === entry.id) {
            return (
              <li key={entry.id} className={styles.editing}>
                {form(false)}
              </li>
            );
          }
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
              {editor && !editor.editing ? (
                <div className={styles.entryActions}>
                  <EntryActions
                    name={entry.date}
                    entryKey={updateKey(entry.id)}
                    confirming={editor.asking === updateKey(entry.id)}
                    Form={editor.Form}
                    intent="update-delete"
                    hidden={{ id: String(entry.id) }}
                    returnTo={SECTION_ID}
                    onEdit={() => editor.start({ ...draftOf(entry), id: entry.id })}
                    onAsk={() => editor.ask(updateKey(entry.id))}
                    onKeep={() => editor.ask(null)}
                    onDelete={() => editor.ask(null)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editor && !editor.editing && editor.error ? (
        <p className={styles.error} role="alert">
          {editor.error}
        </p>
      ) : null}
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
