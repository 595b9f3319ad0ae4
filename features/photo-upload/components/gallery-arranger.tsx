import { useState } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { CAPTION_MAX, imageUrl, photoKeysOf } from "#features/catalog/index.ts";
import { GROUP_NAMES, PHOTO_FORM_FIELDS, PHOTO_INTENTS, type ArrangedPhoto } from "../model.ts";
import { GroupField } from "./group-field.tsx";
import * as styles from "./photo-upload.css.ts";

export interface GalleryArrangerProps {
  modelId: number;
  photos: readonly ArrangedPhoto[];
  /** The stories draw their thumbnails; the site serves R2's. */
  resolveImage?: (key: string) => string;
  /** The page's answer to a form posted without JavaScript. */
  actionData?: ActionAnswer;
}

const label = (photo: ArrangedPhoto) => `${photo.videoId ? "Film" : "Zdjęcie"} ${photo.position} (${photo.group})`;

/** Every change is a form posted to the page's own action, so each works before the page's script has loaded. */
export function GalleryArranger({ modelId, photos, actionData, resolveImage = imageUrl }: GalleryArrangerProps) {
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<ArrangedPhoto | null>(null);
  const byGroup = GROUP_NAMES.map((group) => [group, photos.filter((photo) => photo.group === group)] as const).filter(
    ([, members]) => members.length > 0,
  );
  return (
    <section className={styles.panel} aria-label="Układ galerii">
      <h3 className={styles.heading}>Układ galerii</h3>
      <p className={form.hint}>
        Kolejność zmienisz, przeciągając miniaturę na miejsce innej albo przyciskami „Wyżej” i „Niżej”.
      </p>
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
      <div className={styles.groups}>
        {byGroup.map(([group, members]) => (
          <section key={group} aria-label={`Grupa ${group}`} className={styles.controls}>
            <h4 className={styles.groupHeading}>{group}</h4>
            <ol className={styles.list}>
              {members.map((photo) => (
                <ArrangedRow
                  key={photo.id}
                  modelId={modelId}
                  resolveImage={resolveImage}
                  photo={photo}
                  last={photo.position === members.length}
                  dragged={dragged}
                  onDrag={setDragged}
                  actionData={actionData}
                  onMoved={(position) => setAnnouncement(`${label(photo)} przeniesione na miejsce ${position}.`)}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
      <FilmForm modelId={modelId} actionData={actionData} />
    </section>
  );
}

interface RowProps {
  modelId: number;
  resolveImage: (key: string) => string;
  photo: ArrangedPhoto;
  last: boolean;
  dragged: ArrangedPhoto | null;
  onDrag: (photo: ArrangedPhoto | null) => void;
  onMoved: (position: number) => void;
  actionData?: ActionAnswer;
}

function Hidden({ intent, modelId, photo }: { intent: string; modelId: number; photo?: ArrangedPhoto }) {
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={PHOTO_FORM_FIELDS.model} value={modelId} />
      {photo ? <input type="hidden" name={PHOTO_FORM_FIELDS.photo} value={photo.id} /> : null}
    </>
  );
}

/** A refusal posted without JavaScript belongs to the row whose photo it names. */
function rowAnswer(
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

function ArrangedRow({ modelId, resolveImage, photo, last, dragged, onDrag, onMoved, actionData }: RowProps) {
  const edit = useFetcher<ActionAnswer>();
  const move = useFetcher<ActionAnswer>();
  const cover = useFetcher<ActionAnswer>();
  const card = useFetcher<ActionAnswer>();
  const removal = useFetcher<ActionAnswer>();
  const [target, setTarget] = useState(false);
  // Moves and the cover are edits too: a refusal posted without JavaScript shows once, under the caption.
  const answers = {
    edit: rowAnswer(edit.data, actionData, PHOTO_INTENTS.edit, photo),
    move: answerFor(move.data, PHOTO_INTENTS.edit),
    cover: answerFor(cover.data ?? card.data, PHOTO_INTENTS.edit),
    delete: rowAnswer(removal.data, actionData, PHOTO_INTENTS.delete, photo),
  };
  const name = label(photo);
  const marks = [
    { fetcher: cover, field: PHOTO_FORM_FIELDS.cover, text: "Okładka" },
    { fetcher: card, field: PHOTO_FORM_FIELDS.card, text: "Karta w pasku" },
  ];
  const accepts = dragged !== null && dragged.id !== photo.id && dragged.group === photo.group;
  const moveTo = (position: number) => {
    if (!dragged) return;
    void move.submit(
      {
        [INTENT_FIELD]: PHOTO_INTENTS.edit,
        [PHOTO_FORM_FIELDS.model]: String(modelId),
        [PHOTO_FORM_FIELDS.photo]: String(dragged.id),
        [PHOTO_FORM_FIELDS.position]: String(position),
      },
      { method: "post" },
    );
    onMoved(position);
  };
  return (
    <li
      className={styles.arranged}
      data-drop-target={(target && accepts) || undefined}
      data-pending={move.state !== "idle" || removal.state !== "idle" || undefined}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        setTarget(true);
      }}
      onDragLeave={() => setTarget(false)}
      onDrop={(event) => {
        event.preventDefault();
        setTarget(false);
        if (accepts) moveTo(photo.position);
        onDrag(null);
      }}
    >
      {photo.key ? (
        <img
          src={resolveImage(photoKeysOf(photo.key).thumb)}
          alt={name}
          className={styles.thumb}
          width={80}
          height={80}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(photo.id));
            onDrag(photo);
          }}
          onDragEnd={() => onDrag(null)}
        />
      ) : (
        <span className={styles.film}>Film</span>
      )}
      <div className={styles.controls}>
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
        <div className={styles.inline}>
          <move.Form
            method="post"
            className={form.bare}
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              if (submitter?.value) onMoved(Number(submitter.value));
            }}
          >
            <Hidden intent={PHOTO_INTENTS.edit} modelId={modelId} photo={photo} />
            <button
              type="submit"
              name={PHOTO_FORM_FIELDS.position}
              value={photo.position - 1}
              className={form.entryButton}
              disabled={photo.position === 1}
              aria-label={`Wyżej: ${name}`}
            >
              Wyżej
            </button>
            <button
              type="submit"
              name={PHOTO_FORM_FIELDS.position}
              value={photo.position + 1}
              className={form.entryButton}
              disabled={last}
              aria-label={`Niżej: ${name}`}
            >
              Niżej
            </button>
          </move.Form>
          {photo.videoId
            ? null
            : marks.map(({ fetcher, field, text }) => (
                <fetcher.Form key={field} method="post" className={form.bare}>
                  <Hidden intent={PHOTO_INTENTS.edit} modelId={modelId} photo={photo} />
                  <input type="hidden" name={field} value="true" />
                  <button type="submit" className={form.entryButton} aria-label={`${text}: ${name}`}>
                    {text}
                  </button>
                </fetcher.Form>
              ))}
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
        </div>
        <Refusal answer={answers.move} />
        <Refusal answer={answers.cover} />
        <Refusal answer={answers.delete} />
      </div>
    </li>
  );
}

function FilmForm({ modelId, actionData }: { modelId: number; actionData?: ActionAnswer }) {
  const film = useFetcher<ActionAnswer>();
  const answer = answerFor(film.data ?? actionData, PHOTO_INTENTS.film);
  return (
    <film.Form method="post" className={styles.inline} aria-label="Dodaj film">
      <Hidden intent={PHOTO_INTENTS.film} modelId={modelId} />
      <label className={`${form.field} ${styles.grow}`}>
        <span className={form.label}>Film z YouTube (adres)</span>
        <input
          name={PHOTO_FORM_FIELDS.video}
          type="url"
          inputMode="url"
          className={form.input}
          placeholder="https://www.youtube.com/watch?v=…"
          required
          defaultValue={typedValue(answer, PHOTO_FORM_FIELDS.video)}
          aria-invalid={(answer && !answer.ok) || undefined}
        />
      </label>
      <button type="submit" className={form.primary}>
        Dodaj film
      </button>
      <Refusal answer={answer} />
    </film.Form>
  );
}
