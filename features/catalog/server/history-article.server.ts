import * as v from "valibot";
import { tooLong } from "#app/lib/domain-refusal.server.ts";
import type { HistoryArticle, HistorySection } from "../model.ts";
import { CATALOG_MESSAGES as M } from "../messages.ts";

const SECTIONS_MAX = 40;
const HEADING_MAX = 120;
const SECTION_MAX = 10_000;
const PHOTO_TEXT_MAX = 300;

const looseText = v.fallback(v.pipe(v.string(), v.trim()), "");

const Section = v.pipe(
  v.object({
    heading: v.pipe(v.string(), v.trim()),
    paragraphs: v.pipe(
      v.array(v.string()),
      v.transform((paragraphs) => paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean)),
    ),
    photo: v.nullish(v.object({ caption: looseText, alt: looseText }, M.photoTextRequired)),
  }),
  v.forward(
    v.check((s) => !!s.heading || (s.paragraphs.length === 0 && !s.photo), M.sectionHeadingRequired),
    ["heading"],
  ),
  v.forward(
    v.check((s) => s.paragraphs.length > 0 || (!s.heading && !s.photo), M.sectionTextRequired),
    ["paragraphs"],
  ),
  v.forward(
    tooLong((s) => s.heading.length <= HEADING_MAX && s.paragraphs.join("").length <= SECTION_MAX, M.sectionTooLong),
    ["paragraphs"],
  ),
  v.forward(
    v.check((s) => !s.photo || (!!s.photo.caption && !!s.photo.alt), M.photoTextRequired),
    ["photo"],
  ),
  v.forward(
    tooLong(
      (s) => !s.photo || Math.max(s.photo.caption.length, s.photo.alt.length) <= PHOTO_TEXT_MAX,
      M.photoTextTooLong,
    ),
    ["photo"],
  ),
  v.transform(({ heading, paragraphs, photo }): HistorySection | undefined =>
    heading ? { heading, paragraphs, ...(photo ? { photo } : {}) } : undefined,
  ),
);

const Source = v.pipe(
  v.object({ label: looseText, url: looseText }),
  v.check(
    ({ label, url }) =>
      (!label && !url) || (!!label && label.length <= 200 && /^https:\/\/\S+$/.test(url) && URL.canParse(url)),
    M.sourceInvalid,
  ),
);

function photoCount(article: HistoryArticle): number {
  return article.sections.filter((section) => section.photo).length;
}

/** The Historia article: pictures are numbered in section order, so a section with one can be edited, not removed. */
export function historySchema(before: HistoryArticle) {
  return v.message(
    v.pipe(
      v.object({
        sections: v.pipe(
          v.array(v.unknown()),
          v.check((sections) => sections.length <= SECTIONS_MAX, M.historyTooLong),
          v.array(Section),
          v.transform((sections) => sections.filter((section) => section !== undefined)),
        ),
        source: Source,
      }),
      v.check((article) => photoCount(article) === photoCount(before), M.historyPhotos),
    ),
    M.historyInvalid,
  );
}
