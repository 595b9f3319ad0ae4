/** A JPEG whose pixels lie on their side with an EXIF orientation 6 and a GPS point, as a phone's portrait. */
export const FIXTURE_GPS = [54.608, 18.8] as const;

function tiffBlock(): Uint8Array {
  const bytes = new Uint8Array(140);
  const view = new DataView(bytes.buffer);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  const SHORT = 3;
  const LONG = 4;
  const ASCII = 2;
  const RATIONAL = 5;
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  view.setUint16(8, 2, true);
  entry(10, 0x0112, SHORT, 1, 6);
  entry(22, 0x8825, LONG, 1, 38);
  view.setUint16(38, 4, true);
  entry(40, 1, ASCII, 2, "N".charCodeAt(0));
  entry(52, 2, RATIONAL, 3, 92);
  entry(64, 3, ASCII, 2, "E".charCodeAt(0));
  entry(76, 4, RATIONAL, 3, 116);
  const rationals = (at: number, values: readonly (readonly [number, number])[]) =>
    values.forEach(([numerator, denominator], index) => {
      view.setUint32(at + index * 8, numerator, true);
      view.setUint32(at + index * 8 + 4, denominator, true);
    });
  rationals(92, [
    [54, 1],
    [36, 1],
    [288, 10],
  ]);
  rationals(116, [
    [18, 1],
    [48, 1],
    [0, 1],
  ]);
  return bytes;
}

/** The JPEG with an APP1 "Exif" block (orientation 6 and the GPS point) right after its start marker. */
export function withPhoneExif(jpeg: Uint8Array): Uint8Array<ArrayBuffer> {
  const tiff = tiffBlock();
  const segment = new Uint8Array(4 + 6 + tiff.length);
  segment.set([0xff, 0xe1, ((segment.length - 2) >> 8) & 0xff, (segment.length - 2) & 0xff]);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  segment.set(tiff, 10);
  const file = new Uint8Array(jpeg.length + segment.length);
  file.set(jpeg.subarray(0, 2));
  file.set(segment, 2);
  file.set(jpeg.subarray(2), 2 + segment.length);
  return file;
}

/** Stored 600x400, the left half red and the right blue: shown upright it is 400x600, red on top. */
export async function orientedJpeg(name = "portret.jpg"): Promise<File> {
  const canvas = new OffscreenCanvas(600, 400);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, 300, 400);
  context.fillStyle = "#0000ff";
  context.fillRect(300, 0, 300, 400);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 })).arrayBuffer());
  return new File([withPhoneExif(jpeg)], name, { type: "image/jpeg" });
}
