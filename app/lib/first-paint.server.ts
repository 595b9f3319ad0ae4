const HEAD_END = new TextEncoder().encode("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array): number {
  outer: for (let start = 0; start <= bytes.length - pattern.length; start += 1) {
    for (let offset = 0; offset < pattern.length; offset += 1) {
      if (bytes[start + offset] !== pattern[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

/**
 * The document without React Router's module preloads in its head (decision 006, addendum of stop 41): the page's
 * modules are fetched by its module script once the body is parsed, after the first paint, instead of sharing the
 * connection with the stylesheet and the banner before it.
 */
export function withoutModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  let head = new Uint8Array(0);
  let passed = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (passed) return controller.enqueue(chunk);
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      // `</head>` is ASCII: the bytes before it end on a whole character.
      const end = indexOfBytes(joined, HEAD_END);
      if (end < 0) {
        head = joined;
        return;
      }
      passed = true;
      const text = new TextDecoder().decode(joined.subarray(0, end)).replace(MODULE_PRELOAD, "");
      controller.enqueue(new TextEncoder().encode(text));
      controller.enqueue(joined.subarray(end));
    },
    flush(controller) {
      if (!passed && head.length > 0) controller.enqueue(head);
    },
  });
}
