import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { useTypedBeforeWaking } from "#app/ui/on-demand/use-typed-before-waking.ts";
import { freeBottomEdge } from "#app/ui/bottom-edge.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { formatPosition, type GalleryGroupName, type LatLng, type Model } from "#features/catalog/index.ts";
import {
  batchProgress,
  defaultGroup,
  PHOTO_FORM_FIELDS,
  PHOTO_INTENTS,
  photosApiUrl,
  type UploadItem,
  WITHOUT_SCRIPT,
} from "../model.ts";
import type { UploadTools } from "../state/photo-way.ts";
import { LEAVE, useUploads } from "../state/use-uploads.ts";
import { LeaveGuard } from "#app/ui/editing/leave-guard.tsx";
import { GroupField } from "./group-field.tsx";
import * as styles from "./photo-upload.css.ts";

export interface PhotoUploaderProps {
  model: Pick<Model, "id" | "gallery" | "position">;
  /** The sizing and the upload; the stories and tests pass fakes. */
  tools?: UploadTools;
}

const STATUS: Record<UploadItem["status"], string> = {
  waiting: "Czeka w kolejce",
  sizing: "Przygotowywanie",
  uploading: "Wysyłanie",
  failed: "Nie wysłano",
  done: "Dodane",
};

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "Dodaj zdjęcia": many photos at once, sized in the browser, sent one by one with progress, cancel and retry. */
export function PhotoUploader({ model, tools }: PhotoUploaderProps) {
  const uploads = useUploads(photosApiUrl(model.id), tools);
  const [group, setGroup] = useState<GalleryGroupName>(() => defaultGroup(model.gallery));
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const groupField = useRef<HTMLSelectElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  useTypedBeforeWaking(groupField, (chosen) => setGroup(chosen as GalleryGroupName));
  // Photos chosen before the uploader's code came are its first batch, in the group chosen with them.
  useLayoutEffect(() => {
    const files = [...(picker.current?.files ?? [])];
    if (!picker.current || files.length === 0) return;
    picker.current.value = "";
    uploads.add(files, (groupField.current?.value as GalleryGroupName | undefined) ?? group);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the uploader wakes
  }, []);
  const { items } = uploads;
  const stored = items.filter((item) => item.status === "done").length;
  const failed = items.filter((item) => item.status === "failed").length;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) uploads.add(files, group);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <LeaveGuard question={uploads.busy ? LEAVE : null} />
      <h3 id={`${id}-heading`} className={styles.heading}>
        Dodaj zdjęcia
      </h3>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <p className={form.hint}>
          {dragging
            ? "Upuść zdjęcia, aby je dodać."
            : "Przeciągnij tu zdjęcia albo wybierz je z dysku lub z telefonu. JPEG, PNG, WebP, AVIF; HEIC tam, gdzie przeglądarka go otwiera."}
        </p>
        <div className={styles.choices}>
          <GroupField
            ref={groupField}
            value={group}
            onChange={(event) => setGroup(event.target.value as GalleryGroupName)}
          />
          <label className={`${form.primary} ${styles.pick}`}>
            Wybierz zdjęcia
            <input
              type="file"
              accept="image/*"
              multiple
              ref={picker}
              className={visuallyHidden}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                if (files.length > 0) uploads.add(files, group);
              }}
            />
          </label>
        </div>
        <p className={form.hint}>
          Zdjęcia są zmniejszane w przeglądarce (najwyżej 2400 px szerokości) i zapisywane bez danych EXIF i GPS.
        </p>
      </div>
      <p className={styles.withoutScript}>{WITHOUT_SCRIPT}</p>
      {uploads.notice ? (
        <p className={form.error} role="alert">
          {uploads.notice}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <div className={styles.batch}>
            <p className={form.hint} role="status">
              {uploads.busy
                ? `Dodane: ${stored} z ${items.length}.`
                : `Dodano ${countNoun(stored, NOUNS.photo)}${failed > 0 ? `, nie wysłano: ${failed}` : ""}.`}
            </p>
            <progress className={styles.bar} max={1} value={batchProgress(items)} aria-label="Postęp całej partii" />
            {uploads.busy ? (
              <div className={form.actions}>
                <button type="button" className={form.secondary} onClick={uploads.cancel}>
                  Anuluj wysyłanie
                </button>
              </div>
            ) : null}
          </div>
          <ul className={styles.list} aria-label="Wysyłane zdjęcia" {...freeBottomEdge}>
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onRetry={() => uploads.retry(item.id)} />
            ))}
          </ul>
        </>
      ) : null}
      {uploads.gps && !model.position ? (
        <MapPointOffer modelId={model.id} point={uploads.gps} onDone={uploads.dismissGps} />
      ) : null}
    </section>
  );
}

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const moving = item.status === "sizing" || item.status === "uploading";
  return (
    <li className={styles.item}>
      <span className={styles.name}>{item.name}</span>
      {item.status === "done" ? (
        <span className={styles.done}>{STATUS.done}</span>
      ) : item.status === "failed" ? (
        <button type="button" className={form.entryButton} onClick={onRetry} aria-label={`Ponów: ${item.name}`}>
          Ponów
        </button>
      ) : (
        <span className={styles.state}>
          {STATUS[item.status]}
          {moving ? ` ${percent(item.progress)}` : ""}
        </span>
      )}
      {moving ? (
        <progress
          className={styles.itemBar}
          max={1}
          value={item.progress}
          aria-label={`${STATUS[item.status]}: ${item.name}`}
        />
      ) : null}
      {item.error ? (
        <p className={styles.failed} role="alert">
          {item.error}
        </p>
      ) : null}
    </li>
  );
}

function MapPointOffer({ modelId, point, onDone }: { modelId: number; point: LatLng; onDone: () => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  const [latitude, longitude] = point;
  const answer = answerFor(fetcher.data, PHOTO_INTENTS.mapPoint);
  const accepted = fetcher.state === "idle" && answer?.ok;
  useEffect(() => {
    if (accepted) onDone();
  }, [accepted, onDone]);
  return (
    <fetcher.Form method="post" className={styles.batch} aria-label="Punkt na mapie">
      <p className={form.hint}>
        Zdjęcie ma zapisane miejsce ({formatPosition(point)}), a model nie ma jeszcze punktu na mapie. Ustawić je jako
        punkt modelu?
      </p>
      <input type="hidden" name={INTENT_FIELD} value={PHOTO_INTENTS.mapPoint} />
      <input type="hidden" name={PHOTO_FORM_FIELDS.model} value={String(modelId)} />
      <input type="hidden" name={PHOTO_FORM_FIELDS.latitude} value={String(latitude)} />
      <input type="hidden" name={PHOTO_FORM_FIELDS.longitude} value={String(longitude)} />
      <Refusal answer={answer} />
      <div className={form.actions}>
        <button type="submit" className={form.primary}>
          Ustaw punkt na mapie
        </button>
        <button type="button" className={form.secondary} onClick={onDone}>
          Nie, dziękuję
        </button>
      </div>
    </fetcher.Form>
  );
}
