import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/** The server's store of parts that draw the same HTML for the same data (docs/decisions/033). */
export interface HtmlMemo {
  /** What `draw` gave before for this key on this page's address, or undefined: then it is drawn after this answer. */
  html(key: () => string, draw: () => ReactElement): string | undefined;
}

const HtmlMemoContext = createContext<HtmlMemo | null>(null);

// Absent in the browser, where every part is drawn by React.
export const HtmlMemoProvider = HtmlMemoContext.Provider;

/** What is drawn must depend only on `key`, the address and the location: the memo draws it again outside the tree. */
export function useMemoChildren(
  key: () => string,
  draw: () => ReactElement,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const html = useContext(HtmlMemoContext)?.html(key, draw);
  return html === undefined ? { children: draw() } : { dangerouslySetInnerHTML: { __html: html } };
}
