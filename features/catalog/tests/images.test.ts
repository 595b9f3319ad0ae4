import { describe, expect, test } from "vitest";
import {
  formatKey,
  imageUrl,
  packGroupImages,
  unpackGroupImages,
  PHOTO_WIDTHS,
  photoKeys,
  socialKey,
  socialSize,
  squareSources,
  widthKey,
  widthSlots,
  widthSources,
  type PhotoGroup,
} from "../index.ts";

const helDay: PhotoGroup = { kind: "photos", name: "dzień", quantity: 14, format: ".jpg", prefix: "hel-d" };

describe("the sized copies' keys", () => {
  test("sit beside the original key, which stays as it was", () => {
    const { full, thumb, random } = photoKeys("Hel", helDay, 3);
    expect(full).toBe("models/Hel/dzien/hel-d03.jpg");
    expect(widthKey(full, 640, "avif")).toBe("models/Hel/dzien/w640/hel-d03.avif");
    expect(widthKey(full, 2400, "webp")).toBe("models/Hel/dzien/w2400/hel-d03.webp");
    expect(socialKey(full)).toBe("models/Hel/dzien/og/hel-d03.jpg");
    expect(formatKey(thumb, "avif")).toBe("models/Hel/dzien/thumbs/hel-d03.avif");
    // A WebP original in WebP is the original itself: nothing is stored twice.
    expect(formatKey(thumb, "webp")).toBe(thumb);
    expect(widthKey(thumb, 320, "webp")).toBe("models/Hel/dzien/thumbs/w320/hel-d03.webp");
    expect(formatKey(random, "avif")).toBe("models/Hel/dzien/thumbs-200/hel-d03.avif");
    expect(widthKey("cards/Krynica Morska.webp", 160, "avif")).toBe("cards/w160/Krynica Morska.avif");
  });

  test("store every width below the original and the original's own width in the next slot, never enlarged", () => {
    expect(widthSlots(2400, PHOTO_WIDTHS)).toEqual([
      { slot: 640, width: 640 },
      { slot: 1280, width: 1280 },
      { slot: 2400, width: 2400 },
    ]);
    expect(widthSlots(1200, PHOTO_WIDTHS)).toEqual([
      { slot: 640, width: 640 },
      { slot: 1280, width: 1200 },
    ]);
    expect(widthSlots(1280, PHOTO_WIDTHS)).toEqual([
      { slot: 640, width: 640 },
      { slot: 1280, width: 1280 },
    ]);
    expect(widthSlots(480, PHOTO_WIDTHS)).toEqual([{ slot: 640, width: 480 }]);
    // A portrait photo of 1600x2400 is 1600 wide.
    expect(widthSlots(1600, PHOTO_WIDTHS).map((slot) => slot.slot)).toEqual([640, 1280, 2400]);
  });

  test("the social card is at most 1200 px wide with the photo's proportions", () => {
    expect(socialSize({ width: 2400, height: 1600 })).toEqual({ width: 1200, height: 800 });
    expect(socialSize({ width: 1600, height: 2400 })).toEqual({ width: 1200, height: 1800 });
    expect(socialSize({ width: 480, height: 320 })).toEqual({ width: 480, height: 320 });
  });
});

describe("the sources a picture offers", () => {
  test("AVIF first, then WebP, each with its real widths as w descriptors", () => {
    const sources = widthSources("models/Hel/dzien/hel-d01.jpg", 1200, PHOTO_WIDTHS, imageUrl);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcSet).toBe(
      "/images/models/Hel/dzien/w640/hel-d01.avif 640w, /images/models/Hel/dzien/w1280/hel-d01.avif 1200w",
    );
    expect(sources[1]!.candidates).toEqual([
      { src: "/images/models/Hel/dzien/w640/hel-d01.webp", width: 640 },
      { src: "/images/models/Hel/dzien/w1280/hel-d01.webp", width: 1200 },
    ]);
  });

  test("a square offers its own size and the shared 2x copy", () => {
    const { thumb, random } = photoKeys("Hel", helDay, 1);
    expect(squareSources(thumb, 160, imageUrl)[0]!.srcSet).toBe(
      "/images/models/Hel/dzien/thumbs/hel-d01.avif 160w, /images/models/Hel/dzien/thumbs/w320/hel-d01.avif 320w",
    );
    expect(squareSources(random, 200, imageUrl, thumb)[1]!.srcSet).toBe(
      "/images/models/Hel/dzien/thumbs-200/hel-d01.webp 200w, /images/models/Hel/dzien/thumbs/w320/hel-d01.webp 320w",
    );
  });
});

describe("a group's entries as a page sends them", () => {
  test("pack in photo order with empty fields, and unpack to the same entries, ignoring damaged fields", () => {
    const index = {
      "models/Hel/noc/hel-n01.jpg": [1200, 800, "T/cJFYJX"],
      "models/Hel/noc/hel-n03.jpg": [2400, 1600, "UOcJ+YJm"],
    } as const;
    const night: PhotoGroup = { kind: "photos", name: "noc", quantity: 3, format: ".jpg", prefix: "hel-n" };
    const packed = packGroupImages(index, "Hel", night);
    expect(packed).toEqual({ group: "noc", packed: "1200,800,T/cJFYJX;;2400,1600,UOcJ+YJm" });
    expect(unpackGroupImages(packed, "Hel", night)).toEqual(index);
    expect(unpackGroupImages({ group: "noc", packed: "x,800,abc;;1,1,ok;9,9,too-many" }, "Hel", night)).toEqual({
      "models/Hel/noc/hel-n03.jpg": [1, 1, "ok"],
    });
  });
});
