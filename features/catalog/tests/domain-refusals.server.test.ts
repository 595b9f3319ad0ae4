import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createDatabase } from "#app/lib/db.server.ts";
import { refusalError } from "#app/lib/domain-refusal.server.ts";
import { pathKey } from "../index.server.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { PHOTO_MESSAGES } from "../photo-files.ts";
import { changeModel, createModel } from "../server/editing.server.ts";
import { uploadPhoto } from "../server/photo-storage.server.ts";
import { addFilm, changePhoto, deletePhoto } from "../server/photos.server.ts";

/* The catalogue's domain functions answer refusals as values, each naming the form field the owner sees marked. */

const db = createDatabase(env.DB);
const RESERVED = new Set([pathKey("/Konto")]);

async function draft() {
  const name = `Model ${crypto.randomUUID().slice(0, 6)}`;
  const created = await createModel(db, { name, path: name, category: "zamki i ratusze" }, RESERVED);
  if (!created.ok) throw new Error(created.message);
  return created.model;
}

describe("model refusals", () => {
  test("a new model's fields are refused with their field named, an address of the site's own too", async () => {
    const input = { name: "Zamek", path: "Zamek próbny", category: "zamki i ratusze" };
    expect(await createModel(db, { ...input, name: "  " }, RESERVED)).toEqual({
      ok: false,
      reason: "invalid",
      message: CATALOG_MESSAGES.nameRequired,
      field: "name",
    });
    expect(await createModel(db, { ...input, category: "zamki" }, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.categoryInvalid,
      field: "category",
    });
    expect(await createModel(db, { ...input, path: "/konto/" }, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.pathReserved,
      field: "path",
    });
    expect(await createModel(db, { ...input, path: "/Hel" }, RESERVED)).toMatchObject({
      reason: "taken",
      message: CATALOG_MESSAGES.pathTaken,
      field: "path",
    });
    expect(await createModel(db, { ...input, name: "x".repeat(121) }, RESERVED)).toMatchObject({ reason: "invalid" });
  });

  test("a row of facts or a section of the article is named as the form names it, with 400 or 413", async () => {
    const model = await draft();
    const facts = [
      { name: "Projekt", value: "Jan" },
      { name: "", value: "" },
      { name: "projekt", value: "Anna" },
    ];
    expect(await changeModel(db, model.id, { facts }, RESERVED)).toEqual({
      ok: false,
      reason: "invalid",
      message: CATALOG_MESSAGES.factDuplicate,
      field: "fact-2-name",
    });
    const long = [{ name: "Dane", value: "x".repeat(301) }];
    const tooLong = await changeModel(db, model.id, { technicalData: long }, RESERVED);
    expect(tooLong).toMatchObject({ reason: "too-long", message: CATALOG_MESSAGES.factTooLong, field: "data-0-value" });
    if (tooLong.ok) throw new Error("accepted");
    expect(refusalError(tooLong).status).toBe(413);
    const source = { label: "", url: "" };
    const section = (heading: string, paragraphs: string[]) => ({
      history: { sections: [{ heading, paragraphs }], source },
    });
    expect(await changeModel(db, model.id, section("", ["Tekst"]), RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.sectionHeadingRequired,
      field: "section-0-heading",
    });
    expect(await changeModel(db, model.id, section("x".repeat(121), ["Tekst"]), RESERVED)).toMatchObject({
      reason: "too-long",
      message: CATALOG_MESSAGES.sectionTooLong,
      field: "section-0-text",
    });
    const badSource = { history: { sections: [], source: { label: "Wiki", url: "http://x.pl" } } };
    expect(await changeModel(db, model.id, badSource, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.sourceInvalid,
      field: "sourceUrl",
    });
    expect(await changeModel(db, model.id, { completionYear: "1989" }, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.yearInvalid,
      field: "completionYear",
    });
    expect(await changeModel(db, model.id, { position: "54.6, " }, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.positionInvalid,
      field: "position",
    });
    expect(await changeModel(db, model.id, {}, RESERVED)).toMatchObject({
      message: CATALOG_MESSAGES.nothingToChange,
    });
  });
});

describe("photo refusals", () => {
  test("films, changes and removals of what is not there are refused, not thrown", async () => {
    const model = await draft();
    expect(await addFilm(db, model.id, "https://example.com/film")).toEqual({
      ok: false,
      reason: "invalid",
      message: PHOTO_MESSAGES.filmInvalid,
      field: "video",
    });
    expect(await addFilm(db, 999_999, "dQw4w9WgXcQ")).toMatchObject({ reason: "not-found" });
    const film = await addFilm(db, model.id, "https://youtu.be/dQw4w9WgXcQ");
    if (!film.ok) throw new Error(film.message);
    const id = film.photo.id;
    expect(await changePhoto(db, env.IMAGES, model.id, id, { cover: "tak" })).toEqual({
      ok: false,
      reason: "invalid",
      message: PHOTO_MESSAGES.flagInvalid,
    });
    expect(await changePhoto(db, env.IMAGES, model.id, id, { position: "0" })).toMatchObject({
      message: PHOTO_MESSAGES.positionInvalid,
      field: "position",
    });
    expect(await changePhoto(db, env.IMAGES, model.id, id, { caption: "x".repeat(1000) })).toMatchObject({
      reason: "too-long",
      field: "caption",
    });
    expect(await changePhoto(db, env.IMAGES, model.id, id, { group: "noc" })).toMatchObject({
      message: PHOTO_MESSAGES.filmNotPhoto,
    });
    expect(await changePhoto(db, env.IMAGES, model.id, id, { caption: "Lot nad latarnią" })).toMatchObject({
      ok: true,
      photo: { caption: "Lot nad latarnią" },
    });
    expect(await deletePhoto(db, env.IMAGES, model.id, id)).toEqual({ ok: true, value: id });
    expect(await deletePhoto(db, env.IMAGES, model.id, id)).toMatchObject({
      reason: "not-found",
      message: PHOTO_MESSAGES.photoNotFound,
    });
  });

  test("an upload's fields are refused before its files are read", async () => {
    const model = await draft();
    const form = new FormData();
    form.set("width", "800");
    form.set("height", "600");
    form.set("placeholder", "<script>");
    expect(await uploadPhoto(db, env.IMAGES, model.id, { form })).toEqual({
      ok: false,
      reason: "invalid",
      message: PHOTO_MESSAGES.placeholderInvalid,
    });
    form.set("placeholder", "A".repeat(28));
    form.set("group", "filmy");
    expect(await uploadPhoto(db, env.IMAGES, model.id, { form })).toMatchObject({
      message: PHOTO_MESSAGES.groupInvalid,
      field: "group",
    });
    form.delete("group");
    expect(await uploadPhoto(db, env.IMAGES, model.id, { form })).toMatchObject({
      message: PHOTO_MESSAGES.missingPart("full.jpg"),
    });
  });
});
