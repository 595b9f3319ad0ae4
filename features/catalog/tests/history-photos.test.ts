import { describe, expect, test } from "vitest";
import { models } from "../index.server.ts";

/**
 * A Historia picture's caption and alt text describe its subject, one model's picture at a time.
 * Wang and WangGPM share one article object on purpose, so articles are counted once.
 */

interface Photo {
  where: string;
  model: string;
  caption: string;
  alt: string;
}

const photos: Photo[] = [...new Map(models.map((model) => [model.history, model.component])).entries()].flatMap(
  ([history, component]) =>
    history.sections.flatMap((section) =>
      section.photo ? [{ where: `${component}/${section.heading}`, model: component, ...section.photo }] : [],
    ),
);

// How a drawing was rendered or framed is not what it shows, and stops being true once a photo replaces it.
const RENDERING = /sepi|z daleka|z bliska|słoneczny dzień|ujęci|rysun|stylizowan|kolorowy obraz|\bobraz\b/iu;

// Six words in a row shared by two models' texts is a stock sentence with the name swapped, not a description.
const RUN = 6;

function words(text: string): string[] {
  return text.toLocaleLowerCase("pl").match(/[\p{L}\d]+/gu) ?? [];
}

function runs(text: string): Set<string> {
  const list = words(text);
  const out = new Set<string>();
  for (let i = 0; i + RUN <= list.length; i++) out.add(list.slice(i, i + RUN).join(" "));
  return out;
}

function sharedRuns(field: "caption" | "alt"): string[] {
  const owners = new Map<string, Set<string>>();
  for (const photo of photos)
    for (const run of runs(photo[field])) owners.set(run, (owners.get(run) ?? new Set()).add(photo.model));
  return [...owners]
    .filter(([, models]) => models.size > 1)
    .map(([run, models]) => `${[...models].join(", ")}: ${run}`);
}

describe("Historia captions and alt texts", () => {
  test("cover every picture", () => {
    expect(photos.length).toBeGreaterThan(70);
    for (const photo of photos) {
      expect(photo.caption.trim(), photo.where).not.toBe("");
      expect(photo.alt.trim(), photo.where).not.toBe("");
    }
  });

  test("give no two pictures the same caption or the same alt text", () => {
    for (const field of ["caption", "alt"] as const) {
      const seen = new Map<string, string>();
      const clashes = photos.flatMap((photo) => {
        const text = photo[field].trim().toLocaleLowerCase("pl");
        const first = seen.get(text);
        seen.set(text, photo.where);
        return first ? [`${first} = ${photo.where}: ${photo[field]}`] : [];
      });
      expect(clashes, field).toEqual([]);
    }
  });

  test("share no stock sentence between models", () => {
    expect(sharedRuns("alt")).toEqual([]);
    expect(sharedRuns("caption")).toEqual([]);
  });

  test("caption the subject, not how the picture was drawn", () => {
    const offenders = photos
      .filter((photo) => RENDERING.test(photo.caption))
      .map((photo) => `${photo.where}: ${photo.caption}`);
    expect(offenders).toEqual([]);
  });

  test("say in the alt text that a seed picture is an illustrative drawing of that model", () => {
    for (const photo of photos) expect(photo.alt, photo.where).toMatch(/^\S.* – rysunek poglądowy[:,]/u);
  });
});
