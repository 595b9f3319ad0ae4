/** react-markdown runs on the server only: the page ships this tree, so the browser needs no parser to hydrate. */
export type InfoNode = string | InfoElement;

export interface InfoElement {
  tag: InfoTag;
  props?: InfoProps;
  children?: InfoNode[];
}

export const INFO_TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "strong",
  "em",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "br",
  "img",
] as const;

export type InfoTag = (typeof INFO_TAGS)[number];

export interface InfoProps {
  href?: string;
  src?: string;
  alt?: string;
  title?: string;
  start?: number;
  className?: string;
}

const SAFE_PROTOCOL = /^(?:https?|ircs?|mailto|xmpp)$/i;

/** Undefined for a protocol other than http(s), irc(s), mailto and xmpp, found as browsers find it. */
export function safeUrl(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers strip these before reading the scheme
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, "");
  const colon = compact.indexOf(":");
  if (colon === -1) return value;
  const stop = compact.search(/[/?#]/);
  if (stop !== -1 && stop < colon) return value;
  return SAFE_PROTOCOL.test(compact.slice(0, colon)) ? value : undefined;
}

// `//host` and `/\host` are other sites.
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}
