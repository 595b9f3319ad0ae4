import { countNoun, NOUNS } from "#app/lib/plural.ts";
import type { ReactNode } from "react";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { editorOnDemand, usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { OpenButton } from "#app/ui/editing/open-button.tsx";
import { EDIT_PARAM, useDraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import { BUILD_SECTION_ID, isEmptyNote, polishDate, type BuildNoteView } from "../model.ts";
import type { NoteDraft } from "./build-note-form.tsx";
import * as styles from "./build-log.css.ts";

const noteForm = editorOnDemand(async () => (await import("./build-note-form.tsx")).BuildNoteForm);

const NOTE_KEY = "build-note";

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

export interface BuildNoteProps {
  component: string;
  note: BuildNoteView | null;
  admin: boolean;
  answer?: ActionAnswer;
}

export function BuildNote({ component, note, admin, answer }: BuildNoteProps) {
  const editor = useDraftEditor<NoteDraft>({
    intents: ["build-note-save"],
    answer,
    opened: (key) => (key === NOTE_KEY ? draftOf(note) : null),
    typed: (values) => ({ ...draftOf(null), ...values }),
  });
  usePreloadedEditor(noteForm.preload, admin);
  const empty = isEmptyNote(note);
  if (!admin && empty) return null;

  if (editor.draft) {
    return <noteForm.Editor component={component} draft={editor.draft} editor={editor} />;
  }

  const facts: [string, ReactNode][] = [];
  if (note?.started) facts.push(["Rozpoczęcie", <time dateTime={note.started}>{polishDate(note.started)}</time>]);
  if (note?.finished) facts.push(["Ukończenie", <time dateTime={note.finished}>{polishDate(note.finished)}</time>]);
  if (note?.hours !== null && note?.hours !== undefined) facts.push(["Czas pracy", countNoun(note.hours, NOUNS.hour)]);
  if (note?.changes) facts.push(["Zmiany w zestawie", note.changes]);
  if (note?.lighting) facts.push(["Oświetlenie", note.lighting]);
  if (note?.rating) {
    facts.push([
      "Ocena zestawu",
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
