import { useState } from "react";
import { Link } from "react-router";
import * as v from "valibot";
import {
  EditorForm,
  EntryActions,
  Field,
  InfoMarkdown,
  editorBox,
  editorStyles,
  useDraftEditor,
} from "#features/info-box/index.ts";
import {
  BUILD_MESSAGES,
  DIARY_API_PATH,
  DIARY_TEXT_MAX,
  DiaryEntrySchema,
  polishDate,
  type DiaryEntryView,
  type DiaryPhoto,
  type PhotoChoice,
} from "../model.ts";
import * as styles from "./build-log.css.ts";

interface DiaryDraft {
  id: number | null;
  date: string;
  content: string;
  /** Per group, the numbers as the admin types them: "1, 4, 7". */
  photos: Record<string, string>;
}

function draftOf(choices: readonly PhotoChoice[], entry?: DiaryEntryView): DiaryDraft {
  const photos: Record<string, string> = {};
  for (const choice of choices) {
    photos[choice.group] = (entry?.photos ?? [])
      .filter((photo) => photo.group === choice.group)
      .map((photo) => photo.number)
      .join(", ");
  }
  return { id: entry?.id ?? null, date: entry?.date ?? new Date().toISOString().slice(0, 10), content: entry?.content ?? "", photos };
}

/** The typed numbers as photos, or the Polish reason they are not. */
function readPhotos(choices: readonly PhotoChoice[], typed: Record<string, string>): DiaryPhoto[] | string {
  const photos: DiaryPhoto[] = [];
  for (const choice of choices) {
    for (const part of (typed[choice.group] ?? "").split(/[\s,;]+/).filter(Boolean)) {
      const number = Number(part);
      if (!Number.isInteger(number) || number < 1 || number > choice.quantity) {
        return `${BUILD_MESSAGES.badPhoto}: ${choice.group} ${part} (są numery 1–${choice.quantity})`;
      }
      photos.push({ group: choice.group, number });
    }
  }
  return photos;
}

export interface BuildDiaryProps {
  component: string;
  entries: readonly DiaryEntryView[];
  photoChoices: readonly PhotoChoice[];
  admin: boolean;
}

/** "Dziennik budowy": dated entries, newest first, with thumbnails that open the gallery's viewer. */
export function BuildDiary({ component, entries, photoChoices, admin }: BuildDiaryProps) {
  const editor = useDraftEditor<DiaryDraft>();
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!admin && entries.length === 0) return null;

  const base = `${DIARY_API_PATH}/${component}`;
  const save = () =>
    void editor.submit((draft) => {
      const photos = readPhotos(photoChoices, draft.photos);
      if (typeof photos === "string") return { error: photos };
      const parsed = v.safeParse(DiaryEntrySchema, { date: draft.date, content: draft.content, photos });
      if (!parsed.success) return { error: parsed.issues[0].message };
      const body = { ...parsed.output, photos: parsed.output.photos.map(({ group, number }) => ({ group, number })) };
      return draft.id === null
        ? { path: base, method: "POST", body }
        : { path: `${base}/${draft.id}`, method: "PATCH", body };
    });

  const form = (draft: DiaryDraft) => (
    <EditorForm
      label={draft.id === null ? "Nowy wpis w dzienniku" : "Edycja wpisu w dzienniku"}
      saving={editor.saving}
      error={editor.error}
      onSubmit={save}
      onCancel={editor.cancel}
    >
      <Field label="Data">
        {(id) => (
          <input
            id={id}
            className={editorStyles.input}
            type="date"
            required
            value={draft.date}
            readOnly={editor.saving}
            onChange={(event) => editor.change({ ...draft, date: event.target.value })}
          />
        )}
      </Field>
      <Field label="Treść wpisu (Markdown)" hint={`${draft.content.length} / ${DIARY_TEXT_MAX} znaków`}>
        {(id) => (
          <textarea
            id={id}
            className={editorBox.textarea}
            rows={6}
            required
            maxLength={DIARY_TEXT_MAX}
            lang="pl"
            spellCheck
            value={draft.content}
            readOnly={editor.saving}
            onChange={(event) => editor.change({ ...draft, content: event.target.value })}
          />
        )}
      </Field>
      {photoChoices.length > 0 ? (
        <div className={editorStyles.row}>
          {photoChoices.map((choice) => (
            <Field key={choice.group} label={`Zdjęcia z galerii „${choice.group}” (numery 1–${choice.quantity})`}>
              {(id) => (
                <input
                  id={id}
                  className={editorStyles.input}
                  inputMode="numeric"
                  placeholder="np. 1, 4, 7"
                  value={draft.photos[choice.group] ?? ""}
                  readOnly={editor.saving}
                  onChange={(event) =>
                    editor.change({ ...draft, photos: { ...draft.photos, [choice.group]: event.target.value } })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
    </EditorForm>
  );

  return (
    <div className={editor.refreshing ? `${styles.block} ${styles.stale}` : styles.block} aria-busy={editor.refreshing || undefined}>
      <div className={styles.blockTop}>
        <h3 className={styles.subheading}>Dziennik budowy</h3>
        {admin && !editor.editing ? (
          <button type="button" className={styles.adminButton} onClick={() => editor.start(draftOf(photoChoices))}>
            dodaj wpis
          </button>
        ) : null}
      </div>
      {editor.draft && editor.draft.id === null ? form(editor.draft) : null}
      {entries.length === 0 ? <p className={styles.empty}>Dziennik jest pusty, więc goście go nie widzą.</p> : null}
      {!editor.editing && editor.error ? (
        <p className={styles.error} role="alert">
          {editor.error}
        </p>
      ) : null}
      <ol className={styles.diary} reversed>
        {entries.map((entry) =>
          editor.draft?.id === entry.id ? (
            <li key={entry.id} className={styles.entry}>
              {form(editor.draft)}
            </li>
          ) : (
            <li key={entry.id} className={styles.entry}>
              <time className={styles.date} dateTime={entry.date}>
                {polishDate(entry.date)}
              </time>
              <div className={styles.text}>
                <InfoMarkdown nodes={entry.nodes} />
              </div>
              {entry.photos.length > 0 ? (
                <ul className={styles.photos} aria-label={`Zdjęcia z ${polishDate(entry.date)}`}>
                  {entry.photos.map((photo) => (
                    <li key={`${photo.group}-${photo.number}`}>
                      <Link to={photo.href} preventScrollReset className={styles.photoLink}>
                        <img
                          className={styles.thumb}
                          src={photo.thumb}
                          alt={photo.alt}
                          width={160}
                          height={160}
                          loading="lazy"
                          decoding="async"
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {admin && !editor.editing ? (
                <div className={styles.actions}>
                  <EntryActions
                    name={polishDate(entry.date)}
                    confirming={confirming === entry.id}
                    onEdit={() => editor.start(draftOf(photoChoices, entry))}
                    onAsk={() => setConfirming(entry.id)}
                    onKeep={() => setConfirming(null)}
                    onDelete={() => {
                      setConfirming(null);
                      void editor.run({ path: `${base}/${entry.id}`, method: "DELETE" });
                    }}
                  />
                </div>
              ) : null}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
