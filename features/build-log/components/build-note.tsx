import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { FormEvent, ReactNode } from "react";
import * as v from "valibot";
import { EditorForm, Field, OpenButton } from "#app/ui/editing/editor-form.tsx";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { EDIT_PARAM, useDraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import {
  BUILD_SECTION_ID,
  BuildNoteSchema,
  CHANGES_MAX,
  LIGHTING_MAX,
  NOTE_MAX,
  VERDICT_MAX,
  isEmptyNote,
  noteInput,
  polishDate,
  type BuildNoteView,
} from "../model.ts";
import * as styles from "./build-log.css.ts";

interface NoteDraft {
  content: string;
  started: string;
  finished: string;
  hours: string;
  changes: string;
  lighting: string;
  rating: string;
  verdict: string;
}

function draftOf(note: BuildNoteView | null): NoteDraft {
  return {
    content: note?.content ?? "",
    started: note?.started ?? "",
    finished: note?.finished ?? "",
    hours: note?.hours === null || note?.hours === undefined ? "" : String(note.hours),
    changes: note?.changes ?? "",
    lighting: note?.lighting ?? "",
    rating: note?.rating ? String(note.rating) : "",
    verdict: note?.verdict ?? "",
  };
}

const NOTE_KEY = "build-note";

export interface BuildNoteProps {
  component: string;
  note: BuildNoteView | null;
  admin: boolean;
}

export function BuildNote({ component, note, admin }: BuildNoteProps) {
  const editor = useDraftEditor<NoteDraft>({
    intents: ["build-note-save"],
    opened: (key) => (key === NOTE_KEY ? draftOf(note) : null),
    typed: (values) => ({ ...draftOf(null), ...values }),
  });
  const empty = isEmptyNote(note);
  if (!admin && empty) return null;

  if (editor.editing && editor.draft) {
    const draft = editor.draft;
    const set = (change: Partial<NoteDraft>) => editor.change({ ...draft, ...change });
    const input = (id: string, key: keyof NoteDraft, type = "text", extra: Record<string, unknown> = {}) => (
      <input
        id={id}
        name={key}
        className={editorStyles.input}
        type={type}
        value={draft[key]}
        readOnly={editor.saving}
        onChange={(event) => set({ [key]: event.target.value })}
        {...extra}
      />
    );
    return (
      <EditorForm
        label="Edycja opisu budowy"
        saving={editor.saving}
        error={editor.error}
        onCancel={editor.cancel}
        intent="build-note-save"
        hidden={{ component }}
        Form={editor.Form}
        returnTo={BUILD_SECTION_ID}
        onSubmit={(event: FormEvent<HTMLFormElement>) =>
          editor.submit(event, (d) => {
            const parsed = v.safeParse(BuildNoteSchema, noteInput({ ...d }));
            return parsed.success ? null : parsed.issues[0].message;
          })
        }
      >
        <div className={editorStyles.row}>
          <Field label="Rozpoczęcie budowy">{(id) => input(id, "started", "date")}</Field>
          <Field label="Ukończenie">{(id) => input(id, "finished", "date")}</Field>
          <Field label="Godziny pracy">{(id) => input(id, "hours", "number", { min: 0, step: 1 })}</Field>
          <Field label="Ocena wycinanki (1–5)">
            {(id) => (
              <select
                id={id}
                name="rating"
                className={editorStyles.input}
                value={draft.rating}
                disabled={editor.saving}
                onChange={(event) => set({ rating: event.target.value })}
              >
                <option value="">bez oceny</option>
                {[1, 2, 3, 4, 5].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Krótki werdykt o wycinance">
          {(id) => input(id, "verdict", "text", { maxLength: VERDICT_MAX })}
        </Field>
        <Field label="Zmiany w wycinance (waloryzacja)">
          {(id) => (
            <textarea
              id={id}
              name="changes"
              className={`${editorStyles.textarea} ${editorStyles.short}`}
              rows={3}
              maxLength={CHANGES_MAX}
              lang="pl"
              value={draft.changes}
              readOnly={editor.saving}
              onChange={(event) => set({ changes: event.target.value })}
            />
          )}
        </Field>
        <Field label="Oświetlenie (diody LED, Arduino…)">
          {(id) => (
            <textarea
              id={id}
              name="lighting"
              className={`${editorStyles.textarea} ${editorStyles.short}`}
              rows={2}
              maxLength={LIGHTING_MAX}
              lang="pl"
              value={draft.lighting}
              readOnly={editor.saving}
              onChange={(event) => set({ lighting: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Opis budowy (Markdown)"
          hint={`${draft.content.length} / ${countNoun(NOTE_MAX, NOUNS.character)}. Linki: [tekst](/Hel) w serwisie, [tekst](https://…) na zewnątrz.`}
        >
          {(id) => (
            <textarea
              id={id}
              name="content"
              className={editorStyles.textarea}
              rows={10}
              maxLength={NOTE_MAX}
              lang="pl"
              spellCheck
              value={draft.content}
              readOnly={editor.saving}
              onChange={(event) => set({ content: event.target.value })}
            />
          )}
        </Field>
      </EditorForm>
    );
  }

  const facts: [string, ReactNode][] = [];
  if (note?.started) facts.push(["Rozpoczęcie", <time dateTime={note.started}>{polishDate(note.started)}</time>]);
  if (note?.finished) facts.push(["Ukończenie", <time dateTime={note.finished}>{polishDate(note.finished)}</time>]);
  if (note?.hours !== null && note?.hours !== undefined) facts.push(["Czas pracy", countNoun(note.hours, NOUNS.hour)]);
  if (note?.changes) facts.push(["Zmiany w wycinance", note.changes]);
  if (note?.lighting) facts.push(["Oświetlenie", note.lighting]);
  if (note?.rating) {
    facts.push([
      "Ocena wycinanki",
      <>
        <span className={styles.stars} role="img" aria-label={`${note.rating} na 5`}>
          {"★".repeat(note.rating)}
          {"☆".repeat(5 - note.rating)}
        </span>
        {note.verdict ? ` ${note.verdict}` : null}
      </>,
    ]);
  } else if (note?.verdict) facts.push(["Werdykt", note.verdict]);

  return (
    <div className={editor.refreshing ? `${styles.block} ${styles.stale}` : styles.block} aria-busy={editor.refreshing || undefined}>
      {admin ? (
        <div className={styles.actions}>
          <OpenButton
            param={EDIT_PARAM}
            value={NOTE_KEY}
            returnTo={BUILD_SECTION_ID}
            className={styles.adminButton}
            aria-label="edycja opisu budowy"
            aria-disabled={editor.refreshing || undefined}
            onClick={() => {
              if (!editor.refreshing) editor.start(draftOf(note));
            }}
          >
            edycja
          </OpenButton>
        </div>
      ) : null}
      {empty ? (
        <p className={styles.empty}>Opisu budowy jeszcze nie ma, więc goście go nie widzą.</p>
      ) : (
        <>
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map(([name, value]) => (
                <div key={name} style={{ display: "contents" }}>
                  <dt className={styles.factName}>{name}</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {note && note.nodes.length > 0 ? (
            <div className={styles.text}>
              <InfoMarkdown nodes={note.nodes} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
