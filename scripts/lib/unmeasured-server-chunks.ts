import type { Plugin } from "vite";

const REACT_SERVER_FOR_STRINGS = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.bun\.(production|development)\.js$/;
const MEASURED_CHUNKS = /function byteLengthOfChunk\(chunk\) \{\n\s*return Buffer\.byteLength\(chunk, "utf8"\);\n\}/;

/**
 * React's renderer for string sinks measures each piece of markup in bytes only to decide whether a finished
 * boundary may be sent apart from its place, and draws the fallback of every such boundary in case it is. The site
 * never sends one apart (`progressiveChunkSize` infinite), and React skips both when it has no measure
 * (docs/decisions/038-boundaries-never-sent-apart.md).
 */
export function unmeasuredServerChunks(): Plugin {
  return {
    name: "local:unmeasured-server-chunks",
    transform(code, id) {
      if (!REACT_SERVER_FOR_STRINGS.test(id)) return;
      if (!MEASURED_CHUNKS.test(code)) throw new Error(`${id}: React's byteLengthOfChunk changed (decision 038)`);
      return { code: code.replace(MEASURED_CHUNKS, "var byteLengthOfChunk = null;"), map: null };
    },
  };
}
