import { ARTICLES } from "#features/articles/index.server.ts";
import { models } from "#features/catalog/index.server.ts";

/** Every page with a comments block: each model by its `component` key and each technical article. */
const SECTIONS: ReadonlySet<string> = new Set([
  ...models.map((model) => model.component),
  ...ARTICLES.map((article) => article.section),
]);

export function isCommentSection(section: string): boolean {
  return SECTIONS.has(section);
}
