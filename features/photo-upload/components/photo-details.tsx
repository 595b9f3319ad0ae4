/** One photo's details in the arranger: caption and group, place, cover and card, "Zastąp", delete. */
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { CAPTION_MAX } from "#features/catalog/index.ts";
import { PHOTO_FORM_FIELDS, PHOTO_INTENTS, photosApiUrl, WITHOUT_SCRIPT, type ArrangedPhoto } from "../model.ts";
import { useReplace } from "../state/use-replace.ts";
import type { UploadTools } from "../state/photo-way.ts";
import { GroupField } from "./group-field.tsx";
import * as styles from "./photo-upload.css.ts";

export function Hidden({ intent, modelId, photo }: { intent: string; modelId: number; photo?: ArrangedPhoto }) {
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={PHOTO_FORM_FIELDS.model} value={modelId} />
      {photo ? <input type="hidden" name={PHOTO_FORM_FIELDS.photo} value={photo.id} /> : null}
    </>
  );
}

/** A refusal posted without JavaScript belongs to the photo it names. */
function ownAnswer(
  data: ActionAnswer | undefined,
  actionData: ActionAnswer | undefined,
  intent: string,
  photo: ArrangedPhoto,
): ActionAnswer | undefined {
  const own = answerFor(actionData, intent);
  return (
    answerFor(data, intent) ??
    (own && !own.ok && own.values[PHOTO_FORM_FIELDS.photo] === String(photo.id) ? own : undefined)
  );
}

type Fetcher = ReturnType<typeof useFetcher<ActionAnswer>>;

interface DetailsProps {
  modelId: number;
  photo: ArrangedPhoto;
  count: number;
  marks: { cover: boolean; card: boolean };
  onMoved: (position: number) => void;
  actionData?: ActionAnswer;
  tools?: UploadTools;
  move: Fetcher;
  removal: Fetcher;
  name: string;
}

export function PhotoDetails({
  modelId,
  photo,
  count,
  marks,
  actionData,
  tools,
  move,
  removal,
  name,
  onMoved,
}: DetailsProps) {
  const edit = useFetcher<ActionAnswer>();
  const cover = useFetcher<ActionAnswer>();
  const card = useFetcher<ActionAnswer>();
  const answers = {
    edit: ownAnswer(edit.data, actionData, PHOTO_INTENTS.edit, photo),
    move: answerFor(move.data, PHOTO_INTENTS.edit),
    marks: answerFor(cover.data ?? card.data, PHOTO_INTENTS.edit),
    delete: ownAnswer(removal.data, actionData, PHOTO_INTENTS.delete, photo),
  };
  const places = [
    { text: "Na początek", position: 1, disabled: photo.position === 1 },
    { text: "Wyżej", position: photo.position - 1, disabled: photo.position === 1 },
    { text: "Niżej", position: photo.position + 1, disabled: photo.position === count },
    { text: "Na koniec", position: count, disabled: photo.position === count },
  ];
  const markForms = [
    { fetcher: cover, field: PHOTO_FORM_FIELDS.cover, text: "Okładka", set: marks.cover },
    { fetcher: card, field: PHOTO_FORM_FIELDS.card, text: "Karta w pasku", set: marks.card },
  ];
  return (
    <div className={styles.details}>
      <edit.Form method="post" className={styles.inline} aria-label={`Opis: ${name}`}>
        <Hidden intent={PHOTO_INTENTS.edit} modelId={modelId} photo={photo} />
        <label className={`${form.field} ${styles.grow}`}>
          <span className={form.label}>Podpis</span>
          <input
            name={PHOTO_FORM_FIELDS.caption}
            className={form.input}
            defaultValue={typedValue(answers.edit, PHOTO_FORM_FIELDS.caption, photo.caption ?? "")}
            maxLength={CAPTION_MAX}
          />
        </label>
        {photo.videoId ? null : <GroupField name={PHOTO_FORM_FIELDS.group} defaultValue={photo.group} />}
        <button type="submit" className={form.entryButton}>
          Zapisz
        </button>
      </edit.Form>
      <Refusal answer={answers.edit} />
      <move.Form
        method="post"
        className={styles.inline}
        aria-label={`Miejsce: ${name}`}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value) onMoved(Number(submitter.value));
        }}
      >
        <Hidden intent={PHOTO_INTENTS.edit} modelId={modelId} photo={photo} />
        {places.map(({ text, position, disabled }) => (
          <button
            key={text}
            type="submit"
            name={PHOTO_FORM_FIELDS.position}
            value={position}
            className={form.entryButton}
            disabled={disabled}
            aria-label={`${text}: ${name}`}
          >
            {text}
          </button>
        ))}
      </move.Form>
      <Refusal answer={answers.move} />
      {photo.videoId ? null : (
        <div className={styles.inline}>
          {markForms.map(({ fetcher, field, text, set }) => (
            <fetcher.Form key={field} method="post" className={form.bare}>
              <Hidden intent={PHOTO_INTENTS.edit} modelId={modelId} photo={photo} />
              <input type="hidden" name={field} value="true" />
              <button
                type="submit"
                className={`${form.entryButton} ${styles.mark}`}
                aria-label={`${text}: ${name}`}
                aria-pressed={set}
              >
                {text}
              </button>
            </fetcher.Form>
          ))}
          <ReplaceField modelId={modelId} photo={photo} name={name} tools={tools} />
        </div>
      )}
      <Refusal answer={answers.marks} />
      <details>
        <summary className={form.entryDanger}>Usuń</summary>
        <removal.Form method="post" className={styles.inline}>
          <Hidden intent={PHOTO_INTENTS.delete} modelId={modelId} photo={photo} />
          <p className={form.hint}>Usunąć {name.toLocaleLowerCase("pl")} ze wszystkimi rozmiarami?</p>
          <button type="submit" className={form.entryDanger} aria-label={`Usuń na zawsze: ${name}`}>
            Usuń na zawsze
          </button>
        </removal.Form>
      </details>
      <Refusal answer={answers.delete} />
    </div>
  );
}

const REPLACE_STATUS = { sizing: "Przygotowywanie", uploading: "Wysyłanie" } as const;

function ReplaceField({
  modelId,
  photo,
  name,
  tools,
}: {
  modelId: number;
  photo: ArrangedPhoto;
  name: string;
  tools?: UploadTools;
}) {
  const hydrated = useHydrated();
  const replacing = useReplace(photosApiUrl(modelId, photo.id), photo.group, tools);
  const moving = replacing.status === "sizing" || replacing.status === "uploading";
  return (
    <>
      <label className={`${form.secondary} ${styles.replacePick}`}>
        Zastąp
        <input
          type="file"
          accept="image/*"
          className={visuallyHidden}
          aria-label={`Zastąp: ${name}`}
          // Sizing needs the script: without it the picker would take a file it cannot send.
          disabled={!hydrated || moving}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void replacing.replace(file);
          }}
        />
      </label>
      <p className={styles.withoutScriptHint}>{WITHOUT_SCRIPT}</p>
      {replacing.status === "idle" ? null : (
        <p className={form.hint} role="status">
          {moving
            ? `${REPLACE_STATUS[replacing.status as keyof typeof REPLACE_STATUS]} ${Math.round(replacing.progress * 100)}%`
            : replacing.status === "done"
              ? "Zastąpiono."
              : null}
        </p>
      )}
      {moving ? (
        <progress className={styles.bar} max={1} value={replacing.progress} aria-label={`Zastępowanie: ${name}`} />
      ) : null}
      {replacing.error ? (
        <p className={form.error} role="alert">
          {replacing.error}
        </p>
      ) : null}
    </>
  );
}
