// Apart from model.ts, so the page's head and the feed quote the story without its schemas.
export const BUILD_SECTION_ID = "budowa-modelu";

export function noteSummary(content: string, max = 200): string | undefined {
  const plain = content
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/^[#>\-*\d.\s]+/gm, "")
        .replace(/[*_`]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .find((block) => block !== "");
  if (!plain) return undefined;
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
