const IMMUTABLE = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};

export function imageContentType(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension];
}

/** R2's own limit: a longer key can name no object, and R2 throws on it rather than answering "none". */
const MAX_KEY_BYTES = 1024;

export function imageKeyFromPath(pathname: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice("/images/".length));
  } catch {
    return undefined;
  }
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) return undefined;
  if (!key || key.includes("..") || key.startsWith("/") || key.includes("\\") || key.includes("\0")) return undefined;
  return imageContentType(key) ? key : undefined;
}

/** Present in R2 only while `npm start` renders the generated gallery after its server is up (docs/decisions/030). */
export const IMAGES_PENDING_KEY = "seed-pending.json";

function pendingPicture(request: Request, key: string): Response {
  const [width, height] = key.includes("/thumbs") ? [320, 320] : [1200, 800];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#808080" fill-opacity="0.2"/></svg>`;
  return new Response(request.method === "HEAD" ? null : svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "no-store", "x-content-type-options": "nosniff" },
  });
}

function notFound(): Response {
  return new Response(JSON.stringify({ error: "Nie znaleziono obrazu" }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

export async function serveImage(request: Request, bucket: R2Bucket, key: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(JSON.stringify({ error: "Niedozwolona metoda" }), {
      status: 405,
      headers: { "content-type": "application/json; charset=utf-8", allow: "GET, HEAD" },
    });
  }
  const hasRange = request.headers.has("range");
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await bucket.get(key, {
      onlyIf: request.headers,
      range: hasRange ? request.headers : undefined,
    });
  } catch (error) {
    // A malformed Range header makes R2 throw: answer as a server would for an unsatisfiable range.
    if (hasRange) return new Response(null, { status: 416, headers: { "content-range": "bytes */*" } });
    console.error("R2 read failed", key, error instanceof Error ? error.message : error);
    return new Response(JSON.stringify({ error: "Obraz jest chwilowo niedostępny" }), {
      status: 503,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    });
  }
  if (object === null) {
    // Read per missing picture, which a page rarely asks for: a cached answer would outlive the seed's marker.
    const pending = await bucket.head(IMAGES_PENDING_KEY).catch(() => null);
    return pending ? pendingPicture(request, key) : notFound();
  }

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("content-type", imageContentType(key) ?? "application/octet-stream");
  headers.set("etag", object.httpEtag);
  headers.set("accept-ranges", "bytes");
  headers.set("cache-control", IMMUTABLE);
  headers.set("x-content-type-options", "nosniff");

  if (!("body" in object)) {
    return new Response(null, { status: request.headers.has("if-none-match") ? 304 : 412, headers });
  }
  if (hasRange && unsatisfiable(request.headers.get("range")!, object.size)) {
    await object.body.cancel();
    return new Response(null, { status: 416, headers: { "content-range": `bytes */${object.size}` } });
  }
  const body = request.method === "HEAD" ? null : object.body;
  // R2 reports a range even when none was asked for, so 206 is only for requests that sent Range.
  if (hasRange && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("content-range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set("content-length", String(length));
    return new Response(body, { status: 206, headers });
  }
  headers.set("content-length", String(object.size));
  return new Response(body, { headers });
}

/** R2 answers a range past the end with the whole object; RFC 9110 wants 416 when no range overlaps the file. */
function unsatisfiable(range: string, size: number): boolean {
  const single = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!single) return false;
  const [first = "", last = ""] = single.slice(1);
  if (first === "") return last === "" || Number(last) === 0 || size === 0;
  return Number(first) >= size || (last !== "" && Number(last) < Number(first));
}
