import { Link } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { EntryActions } from "#app/ui/editing/entry-actions.tsx";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { editorOnDemand, usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { OpenButton } from "#app/ui/editing/open-button.tsx";
import { EDIT_PARAM, useDraftEditor } from "#app/ui/editing/use-draft-editor.ts";
import { BUILD_SECTION_ID, polishDate, typedPhotos, type DiaryEntryView, type PhotoChoice } from "../model.ts";
import type { DiaryDraft } from "./build-diary-form.tsx";
import * as styles from "./build-log.css.ts";

const diaryForm = editorOnDemand(async () => (await import("./build-diary-form.tsx")).BuildDiaryForm);

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

export interface BuildDiaryProps {
  component: string;
  entries: readonly DiaryEntryView[];
  photoChoices: readonly PhotoChoice[];
  admin: boolean;
  answer?: ActionAnswer;
}

function diaryKey(id: number | null): string {
  return `diary-${id ?? "new"}`;
}

const DIARY_INTENTS = ["diary-create", "diary-edit", "diary-delete"];

export function BuildDiary({ component, entries, photoChoices, admin, answer }: BuildDiaryProps) {
  const editor = useDraftEditor<DiaryDraft>({
    intents: DIARY_INTENTS,
    answer,
    opened: (key) => {
      if (key === diaryKey(null)) return draftOf(photoChoices);
      const entry = entries.find((candidate) => diaryKey(candidate.id) === key);
      return entry ? draftOf(photoChoices, entry) : null;
    },
    typed: (values) =>
      values.intent === "diary-delete"
        ? null
        : {
            id: values.id ? Number(values.id) : null,
            date: values.date ?? "",
            content: values.content ?? "",
            photos: typedPhotos(photoChoices, values),
          },
  });
  usePreloadedEditor(diaryForm.preload, admin);
  if (!admin && entries.length === 0) return null;
  const form = (draft: DiaryDraft) => (
    <diaryForm.Editor component={component} photoChoices={photoChoices} draft={draft} editor={editor} />
  );

  return (
    <div className={editor.refreshing ? `${styles.block} ${styles.stale}` : styles.block} aria-busy={editor.refreshing || undefined}>
      <div className={styles.blockTop}>
        <h3 className={styles.subheading}>Dziennik budowy</h3>
        {admin && !editor.editing ? (
          <OpenButton
            param={EDIT_PARAM}
            value={diaryKey(null)}
            returnTo={BUILD_SECTION_ID}
            className={styles.adminButton}
            onClick={() => editor.start(draftOf(photoChoices))}
          >
            dodaj wpis
          </OpenButton>
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
                    entryKey={diaryKey(entry.id)}
                    confirming={editor.asking === diaryKey(entry.id)}
                    Form={editor.Form}
                    intent="diary-delete"
                    hidden={{ component, id: String(entry.id) }}
                    returnTo={BUILD_SECTION_ID}
                    onEdit={() => editor.start(draftOf(photoChoices, entry))}
                    onAsk={() => editor.ask(diaryKey(entry.id))}
                    onKeep={() => editor.ask(null)}
                    onDelete={() => editor.ask(null)}
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
