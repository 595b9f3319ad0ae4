import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import { freeBottomEdge } from "#app/ui/bottom-edge.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { imageUrl, photoKeysOf } from "#features/catalog/index.ts";
import { GROUP_NAMES, PHOTO_FORM_FIELDS, PHOTO_INTENTS, type ArrangedPhoto } from "../model.ts";
import type { UploadTools } from "../state/photo-way.ts";
import { Hidden, PhotoDetails } from "./photo-details.tsx";
import * as styles from "./photo-upload.css.ts";

export interface GalleryArrangerProps {
  modelId: number;
  photos: readonly ArrangedPhoto[];
  /** The model's cover (a photo's key) and strip card (its thumbnail's key), marked on their photos. */
  cover?: string;
  card?: string;
  /** The stories draw their thumbnails; the site serves R2's. */
  resolveImage?: (key: string) => string;
  /** The page's answer to a form posted without JavaScript. */
  actionData?: ActionAnswer;
  tools?: UploadTools;
}

const label = (photo: ArrangedPhoto) => `${photo.videoId ? "Film" : "Zdjęcie"} ${photo.position} (${photo.group})`;

const MOVE_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Every change is a form posted to the page's own action, so each works before the page's script has loaded. */
export function GalleryArranger({
  modelId,
  photos,
  cover,
  card,
  actionData,
  tools,
  resolveImage = imageUrl,
}: GalleryArrangerProps) {
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<ArrangedPhoto | null>(null);
  const byGroup = GROUP_NAMES.map((group) => [group, photos.filter((photo) => photo.group === group)] as const).filter(
    ([, members]) => members.length > 0,
  );
  // A refusal posted without JavaScript reopens the photo it names.
  const answered = actionData && !actionData.ok ? actionData.values[PHOTO_FORM_FIELDS.photo] : undefined;
  return (
    <section className={styles.panel} aria-label="Układ galerii">
      <h3 className={styles.heading}>Układ galerii</h3>
      <p className={form.hint}>
        {photos.length === 0
          ? "Galeria jest pusta: dodane zdjęcia pojawią się tutaj."
          : "Dotknij miniatury, aby zmienić podpis, grupę albo miejsce, ustawić okładkę lub kartę, zastąpić lub usunąć zdjęcie. Z klawiatury: Shift ze strzałką przesuwa wybraną miniaturę."}
      </p>
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
      <div className={styles.groups}>
        {byGroup.map(([group, members]) => (
          <section key={group} aria-label={`Grupa ${group}`} className={styles.controls}>
            <h4 className={styles.groupHeading}>{group}</h4>
            <ol className={styles.grid}>
              {members.map((photo) => (
                <PhotoTile
                  key={photo.id}
                  modelId={modelId}
                  resolveImage={resolveImage}
                  photo={photo}
                  count={members.length}
                  marks={{
                    cover: photo.key !== null && photo.key === cover,
                    card: photo.key !== null && photoKeysOf(photo.key).thumb === card,
                  }}
                  opened={answered === String(photo.id)}
                  dragged={dragged}
                  onDrag={setDragged}
                  actionData={actionData}
                  tools={tools}
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

interface TileProps {
  modelId: number;
  resolveImage: (key: string) => string;
  photo: ArrangedPhoto;
  count: number;
  marks: { cover: boolean; card: boolean };
  opened: boolean;
  dragged: ArrangedPhoto | null;
  onDrag: (photo: ArrangedPhoto | null) => void;
  onMoved: (position: number) => void;
  actionData?: ActionAnswer;
  tools?: UploadTools;
}

function PhotoTile(props: TileProps) {
  const { modelId, resolveImage, photo, count, marks, opened, dragged, onDrag, onMoved } = props;
  const move = useFetcher<ActionAnswer>();
  const removal = useFetcher<ActionAnswer>();
  const [target, setTarget] = useState(false);
  const [open, setOpen] = useState(opened);
  const summary = useRef<HTMLElement>(null);
  const keyed = useRef(false);
  // The thumbnail moved by keys keeps the focus through the reorder, so the next key press moves it on.
  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    summary.current?.focus();
  }, [photo.position]);
  const name = label(photo);
  const accepts = dragged !== null && dragged.id !== photo.id && dragged.group === photo.group;
  const moveTo = (moved: ArrangedPhoto, position: number) => {
    void move.submit(
      {
        [INTENT_FIELD]: PHOTO_INTENTS.edit,
        [PHOTO_FORM_FIELDS.model]: String(modelId),
        [PHOTO_FORM_FIELDS.photo]: String(moved.id),
        [PHOTO_FORM_FIELDS.position]: String(position),
      },
      { method: "post" },
    );
    onMoved(position);
  };
  const moveByKey = (event: KeyboardEvent) => {
    const step = MOVE_KEYS[event.key];
    if (!event.shiftKey || !step) return;
    event.preventDefault();
    const position = photo.position + step;
    if (position < 1 || position > count) return;
    keyed.current = true;
    moveTo(photo, position);
  };
  const badges = [marks.cover ? "okładka" : null, marks.card ? "karta" : null].filter(Boolean);
  return (
    <li
      className={styles.tile}
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
        if (accepts && dragged) moveTo(dragged, photo.position);
        onDrag(null);
      }}
    >
      <details
        name="zdjecie-galerii"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        {...freeBottomEdge}
      >
        <summary ref={summary} className={styles.summary} onKeyDown={moveByKey}>
          {photo.key ? (
            <img
              src={resolveImage(photoKeysOf(photo.key).thumb)}
              alt={name}
              className={styles.thumb}
              width={80}
              height={80}
              loading="lazy"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(photo.id));
                onDrag(photo);
              }}
              onDragEnd={() => onDrag(null)}
            />
          ) : (
            <span className={styles.film} role="img" aria-label={name}>
              Film
            </span>
          )}
          {badges.length > 0 ? (
            <span className={styles.badges}>
              {badges.map((badge) => (
                <span key={badge} className={styles.badge}>
                  {badge}
                </span>
              ))}
            </span>
          ) : null}
        </summary>
        <PhotoDetails {...props} move={move} removal={removal} name={name} />
      </details>
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
