import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as v from "valibot";
import type { GalleryGroupName } from "#features/catalog/index.ts";
import type { InfoNode } from "#app/lib/markdown.ts";
import { plainText, unifiedLineBreaks } from "#app/lib/plain-text.ts";
import { DaySchema } from "#features/updates/index.ts";

export { BUILD_SECTION_ID, noteSummary } from "./summary.ts";


export const NOTE_MAX = 20_000;
export const DIARY_TEXT_MAX = 10_000;
export const CHANGES_MAX = 2_000;
export const LIGHTING_MAX = 1_000;
export const VERDICT_MAX = 300;
const HOURS_MAX = 100_000;
const DIARY_PHOTOS_MAX = 24;

export const BUILD_MESSAGES = {
  notText: "Treść musi być tekstem",
  badCharacters: "Tekst zawiera niedozwolone znaki",
  noteTooLong: `Opis budowy może mieć najwyżej ${countNoun(NOTE_MAX, NOUNS.character)}`,
  diaryTooLong: `Wpis może mieć najwyżej ${countNoun(DIARY_TEXT_MAX, NOUNS.character)}`,
  diaryEmpty: "Wpisz treść wpisu",
  changesTooLong: `Zmiany w zestawie mogą mieć najwyżej ${countNoun(CHANGES_MAX, NOUNS.character)}`,
  lightingTooLong: `Opis oświetlenia może mieć najwyżej ${countNoun(LIGHTING_MAX, NOUNS.character)}`,
  verdictTooLong: `Werdykt może mieć najwyżej ${countNoun(VERDICT_MAX, NOUNS.character)}`,
  badHours: `Liczba godzin to liczba całkowita od 0 do ${HOURS_MAX.toLocaleString("pl-PL")}`,
  badRating: "Ocena zestawu to liczba od 1 do 5",
  finishBeforeStart: "Data ukończenia nie może być wcześniejsza niż data rozpoczęcia",
  tooManyPhotos: `Wpis może pokazać najwyżej ${countNoun(DIARY_PHOTOS_MAX, NOUNS.photo)}`,
  badPhoto: "Nie ma takiego zdjęcia w galerii tego modelu",
  noModel: "Nie ma takiego modelu",
  notFound: "Nie ma takiego wpisu",
} as const;

function text(max: number, tooLong: string) {
  return v.pipe(
    v.string(BUILD_MESSAGES.notText),
    unifiedLineBreaks,
    plainText(BUILD_MESSAGES.badCharacters),
    v.maxLength(max, tooLong),
  );
}

const OptionalDay = v.optional(v.nullable(DaySchema), null);

export const BuildNoteSchema = v.pipe(
  v.object({
    content: v.optional(text(NOTE_MAX, BUILD_MESSAGES.noteTooLong), ""),
    started: OptionalDay,
    finished: OptionalDay,
    hours: v.optional(
      v.nullable(
        v.pipe(
          v.number(BUILD_MESSAGES.badHours),
          v.integer(BUILD_MESSAGES.badHours),
          v.minValue(0, BUILD_MESSAGES.badHours),
          v.maxValue(HOURS_MAX, BUILD_MESSAGES.badHours),
        ),
      ),
      null,
    ),
    changes: v.optional(text(CHANGES_MAX, BUILD_MESSAGES.changesTooLong), ""),
    lighting: v.optional(text(LIGHTING_MAX, BUILD_MESSAGES.lightingTooLong), ""),
    rating: v.optional(
      v.nullable(
        v.pipe(
          v.number(BUILD_MESSAGES.badRating),
          v.integer(BUILD_MESSAGES.badRating),
          v.minValue(1, BUILD_MESSAGES.badRating),
          v.maxValue(5, BUILD_MESSAGES.badRating),
        ),
      ),
      null,
    ),
    verdict: v.optional(text(VERDICT_MAX, BUILD_MESSAGES.verdictTooLong), ""),
  }),
  v.check(
    (note) => !note.started || !note.finished || note.finished >= note.started,
    BUILD_MESSAGES.finishBeforeStart,
  ),
);

export type BuildNoteInput = v.InferOutput<typeof BuildNoteSchema>;

const DiaryPhotoSchema = v.object({
  group: v.string(BUILD_MESSAGES.badPhoto),
  number: v.pipe(v.number(BUILD_MESSAGES.badPhoto), v.integer(BUILD_MESSAGES.badPhoto), v.minValue(1, BUILD_MESSAGES.badPhoto)),
});

// The server checks besides that the photos exist in the model's gallery.
export const DiaryEntrySchema = v.object({
  date: DaySchema,
  content: v.pipe(
    text(DIARY_TEXT_MAX, BUILD_MESSAGES.diaryTooLong),
    v.check((value) => value.trim() !== "", BUILD_MESSAGES.diaryEmpty),
  ),
  photos: v.optional(
    v.pipe(v.array(DiaryPhotoSchema, BUILD_MESSAGES.badPhoto), v.maxLength(DIARY_PHOTOS_MAX, BUILD_MESSAGES.tooManyPhotos)),
    [],
  ),
});

export type DiaryEntryInput = v.InferOutput<typeof DiaryEntrySchema>;

export interface DiaryPhoto {
  group: GalleryGroupName;
  number: number;
}

export interface DiaryPhotoView extends DiaryPhoto {
  thumb: string;
  href: string;
  alt: string;
}

export interface BuildNoteView {
  content: string;
  nodes: InfoNode[];
  started: string | null;
  finished: string | null;
  hours: number | null;
  changes: string;
  lighting: string;
  rating: number | null;
  verdict: string;
}

export interface DiaryEntryView {
  id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  content: string;
  nodes: InfoNode[];
  photos: DiaryPhotoView[];
}

export interface BuildStory {
  note: BuildNoteView | null;
  diary: DiaryEntryView[];
  /** D1 could not be read: nothing can be edited, so an empty draft cannot overwrite the story. */
  failed?: boolean;
}

export interface PhotoChoice {
  group: GalleryGroupName;
  quantity: number;
}

export function isEmptyNote(note: BuildNoteView | null): boolean {
  if (!note) return true;
  return (
    note.content.trim() === "" &&
    !note.started &&
    !note.finished &&
    note.hours === null &&
    note.changes.trim() === "" &&
    note.lighting.trim() === "" &&
    note.rating === null &&
    note.verdict.trim() === ""
  );
}

export function polishDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

// An empty optional field is "not given" (null), as the API takes it.
export function noteInput(fields: Partial<Record<string, string>>) {
  const number = (value?: string) => (value === undefined || value.trim() === "" ? null : Number(value));
  return {
    content: fields.content ?? "",
    started: fields.started || null,
    finished: fields.finished || null,
    hours: number(fields.hours),
    changes: fields.changes ?? "",
    lighting: fields.lighting ?? "",
    rating: number(fields.rating),
    verdict: fields.verdict ?? "",
  };
}

export function typedPhotos(choices: readonly PhotoChoice[], fields: Partial<Record<string, string>>) {
  return Object.fromEntries(choices.map(({ group }) => [group, fields[`photos-${group}`] ?? ""]));
}

export function diaryInput(
  choices: readonly PhotoChoice[],
  typed: { date: string; content: string; photos: Record<string, string> },
) {
  const photos = readPhotos(choices, typed.photos);
  return typeof photos === "string" ? photos : { date: typed.date, content: typed.content, photos };
}

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
