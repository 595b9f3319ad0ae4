import { href } from "react-router";

export const RETURN_PARAM = "powrot";

const RETURN_MAX = 512;
// Only the parsed path is kept: any other origin, a scheme or a host never survives.
const PROBE_ORIGIN = "https://powrot.invalid";

/** Browsers read `\` as `/` and drop tabs and line breaks: `/\evil.test` or `/\n/evil.test` would leave the site. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- the controls browsers drop from an address are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || /^\/api(?:\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function signInHref(path: string): string {
  const back = returnPath(path);
  return back ? `${href("/Konto")}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : href("/Konto");
}
