import type { Plugin } from "vite";

const REACT_SERVER_FOR_STRINGS = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.bun\.(production|development)\.js$/;
const MEASURED_CHUNKS = /function byteLengthOfChunk\(chunk\) \{\n\s*return Buffer\.byteLength\(chunk, "utf8"\);\n\}/;

/**
 * React's renderer for string sinks measures each piece of markup in bytes only to decide whether a finished
 * boundary may be sent apart from its place, and draws the fallback of a long boundary ready at once in case it is.
 * The site never sends one apart (`renderDocument`'s infinite `progressiveChunkSize`), and React skips both when it
 * has no measure (docs/decisions/038-boundaries-never-sent-apart.md).
 */
export function unmeasuredServerChunks(): Plugin {
  return {
    name: "local:unmeasured-server-chunks",
    transform(code, id) {
      if (!REACT_SERVER_FOR_STRINGS.test(id.split("?")[0]!)) return;
      if (!MEASURED_CHUNKS.test(code)) throw new Error(`${id}: React's byteLengthOfChunk changed (decision 038)`);
      // As many lines as before, so the lines below keep their numbers without a source map.
      const unmeasured = (measured: string) =>
        `var byteLengthOfChunk = null;${"\n".repeat(measured.split("\n").length - 1)}`;
      return { code: code.replace(MEASURED_CHUNKS, unmeasured), map: null };
    },
  };
}
