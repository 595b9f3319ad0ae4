import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { describe, expect, test } from "vitest";
import { photoFileName, photoKeys, type PhotoGroup } from "#features/catalog/index.ts";
import {
  forumCode,
  galleryPhotoCount,
  groupPhotos,
  parsePhotoParam,
  photoAlt,
  photoCaption,
  websiteCode,
} from "../model.ts";
import { buildFilmModel, buildGalleryModel } from "./fixtures.ts";

const day: PhotoGroup = { kind: "photos", name: "dzień", quantity: 14, format: ".jpg", prefix: "hel-d" };

describe("photo file names", () => {
  test("are the prefix, the number padded to two digits and the format", () => {
    expect(photoFileName(day, 7)).toBe("hel-d07.jpg");
    expect(photoFileName(day, 14)).toBe("hel-d14.jpg");
    expect(photoFileName({ prefix: "wang-b", format: ".jpg" }, 162)).toBe("wang-b162.jpg");
    expect(photoFileName({ prefix: "hel", format: ".gif" }, 1)).toBe("hel01.gif");
  });

  test("give each photo its full-size key and WebP thumbnails under an ASCII group folder", () => {
    expect(photoKeys("Hel", day, 3)).toEqual({
      full: "models/Hel/dzien/hel-d03.jpg",
      thumb: "models/Hel/dzien/thumbs/hel-d03.webp",
      random: "models/Hel/dzien/thumbs-200/hel-d03.webp",
    });
  });

  test("become the addresses of every photo of a group, in order", () => {
    const photos = groupPhotos(buildGalleryModel(), day);
    expect(photos).toHaveLength(14);
    expect(photos[0]).toEqual({
      number: 1,
      param: "dzien-01",
      full: "/images/models/Hel/dzien/hel-d01.jpg",
      thumb: "/images/models/Hel/dzien/thumbs/hel-d01.webp",
      thumbLarge: "/images/models/Hel/dzien/thumbs-200/hel-d01.webp",
      caption: "Latarnia morska Hel – dzień, zdjęcie 1 z 14",
      alt: "Latarnia morska Hel: gotowy model za dnia, zdjęcie 1 z 14",
    });
    expect(photos.at(-1)?.param).toBe("dzien-14");
  });
});

describe("the photo in the address", () => {
  const gallery = buildGalleryModel().gallery;

  test("is read back to the group and the photo", () => {
    expect(parsePhotoParam("dzien-07", gallery)).toEqual({ group: 0, photo: 6 });
    expect(parsePhotoParam("noc-3", gallery)).toEqual({ group: 1, photo: 2 });
    expect(parsePhotoParam(" FILMY-02 ", gallery)).toEqual({ group: 2, photo: 1 });
  });

  test("opens the photo whose link it is", () => {
    const photos = groupPhotos(buildGalleryModel(), day);
    expect(parsePhotoParam(photos[6]!.param, gallery)).toEqual({ group: 0, photo: 6 });
  });

  test("names no photo when the group, the number or the shape is wrong", () => {
    for (const value of [null, "", "dzien", "dzien-00", "dzien-15", "zima-01", "dzień-01", "dzien-1e1", "../x"]) {
      expect(parsePhotoParam(value, gallery), String(value)).toBeNull();
    }
  });

  test("never names a film", () => {
    expect(parsePhotoParam("filmy-01", buildFilmModel().gallery)).toBeNull();
  });
});

describe("texts of the gallery", () => {
  test("captions name the model, the group and the position", () => {
    expect(photoCaption("Latarnia morska Hel", day, 3)).toBe("Latarnia morska Hel – dzień, zdjęcie 3 z 14");
  });

  test("alt texts say what a photo of its group shows, or are the photo's own caption", () => {
    expect(photoAlt("Latarnia morska Hel", { name: "noc", quantity: 5 }, 2)).toBe(
      "Latarnia morska Hel: model nocą, z włączonym oświetleniem, zdjęcie 2 z 5",
    );
    expect(photoAlt("Zamek w Będzinie", { name: "budowa", quantity: 83 }, 7)).toBe(
      "Zamek w Będzinie: model w trakcie budowy, zdjęcie 7 z 83",
    );
    const captioned: PhotoGroup = {
      ...day,
      quantity: 1,
      photos: [{ key: "models/Hel/dzien/a.jpg", caption: "Wieża o zmierzchu" }],
    };
    expect(groupPhotos(buildGalleryModel(), captioned)[0]).toMatchObject({
      caption: "Wieża o zmierzchu",
      alt: "Wieża o zmierzchu",
    });
  });

  test("counts photos with the Polish plural", () => {
    expect(countNoun(1, NOUNS.photo)).toBe("1 zdjęcie");
    expect(countNoun(3, NOUNS.photo)).toBe("3 zdjęcia");
    expect(countNoun(14, NOUNS.photo)).toBe("14 zdjęć");
    expect(countNoun(22, NOUNS.photo)).toBe("22 zdjęcia");
    expect(countNoun(112, NOUNS.photo)).toBe("112 zdjęć");
  });

  test("the section counts photos but not films", () => {
    expect(galleryPhotoCount(buildGalleryModel())).toBe(19);
    expect(galleryPhotoCount(buildFilmModel())).toBe(12);
  });

  test("builds the forum and website codes of a thumbnail linking to its photo", () => {
    const full = "https://example.com/images/a.jpg";
    const thumb = "https://example.com/images/thumbs/a.webp";
    expect(forumCode(full, thumb)).toBe(`[url=${full}][img]${thumb}[/img][/url]`);
    expect(websiteCode(full, thumb)).toBe(`<a href="${full}"><img src="${thumb}"></a>`);
    expect(websiteCode('https://x.pl/?a=1&b="2"', thumb)).toBe(
      `<a href="https://x.pl/?a=1&amp;b=&quot;2&quot;"><img src="${thumb}"></a>`,
    );
  });
});
