import { FEATURE_EDGES } from "#features/edges.ts";

export const EDGES_START = "<!-- feature-edges:start (npm run docs:edges writes this table from features/edges.ts) -->";
export const EDGES_END = "<!-- feature-edges:end -->";

// Written from the same list as the lint zones, so the README cannot drift from what lint allows.
export function featureEdgesTable(): string {
  const rows = FEATURE_EDGES.map((edge) => `| ${edge.from} | ${edge.to} | ${edge.why} |`);
  return ["| from | to | why |", "| --- | --- | --- |", ...rows].join("\n");
}

export function withFeatureEdges(readme: string): string {
  const start = readme.indexOf(EDGES_START);
  const end = readme.indexOf(EDGES_END);
  if (start < 0 || end < start) throw new Error("README.md has no feature-edges block");
  return `${readme.slice(0, start + EDGES_START.length)}\n\n${featureEdgesTable()}\n\n${readme.slice(end)}`;
}
