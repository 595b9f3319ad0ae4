import { OpenButton } from "#app/ui/editing/open-button.tsx";
import { EntryActions } from "#app/ui/editing/entry-actions.tsx";
import { editorOnDemand, usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { EDIT_PARAM } from "#app/ui/editing/use-draft-editor.ts";
import { draftOf, updateKey, useUpdateEditor } from "./update-editor.tsx";
import { SECTION_ID, UpdatesList, type RecentUpdatesProps } from "./updates-list.tsx";
import * as styles from "./recent-updates.css.ts";

const updateForm = editorOnDemand(async () => (await import("./update-form.tsx")).UpdateForm);

export function EditableUpdates({ entries, models = [], answer }: RecentUpdatesProps) {
  const editor = useUpdateEditor(entries, answer);
  usePreloadedEditor(updateForm.preload, true);

  const form = (isNew: boolean) =>
    editor.draft ? (
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
        kept={editor.kept}
      />
    ) : null;

  return (
    <UpdatesList
      entries={entries}
      editing={{
        busy: editor.refreshing,
        top: editor.editing ? null : (
          <OpenButton
            param={EDIT_PARAM}
            value={updateKey(null)}
            returnTo={SECTION_ID}
            className={styles.adminButton}
            onClick={() => editor.start({ ...draftOf(), id: null })}
          >
            dodaj aktualizację
          </OpenButton>
        ),
        before: editor.editing && editor.draft?.id === null ? <div className={styles.newForm}>{form(true)}</div> : null,
        after:
          !editor.editing && editor.error ? (
            <p className={styles.error} role="alert">
              {editor.error}
            </p>
          ) : null,
        // The entry an address opens or asks about is shown even when it is further down than the first few.
        opened: (sorted) =>
          sorted.findIndex((entry) => entry.id === editor.draft?.id || updateKey(entry.id) === editor.asking),
        item: (entry, line) =>
          editor.editing && editor.draft?.id === entry.id ? (
            <li key={entry.id} className={styles.editing}>
              {form(false)}
            </li>
          ) : (
            <li key={entry.id} className={styles.item}>
              {line}
              {editor.editing ? null : (
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
              )}
            </li>
          ),
      }}
    />
  );
}
