/** The owner's markdown texts as plain data: what the server renders and the page draws without a parser. */

/**
 * The rendered markdown as plain data: react-markdown runs on the server only and the page ships this tree, so
 * the browser needs no markdown parser to hydrate it. A string is a text node.
 */
export type InfoNode = string | InfoElement;

export interface InfoElement {
  tag: InfoTag;
  props?: InfoProps;
  children?: InfoNode[];
}

/** The elements CommonMark produces; anything else is dropped on the server and ignored by the renderer. */
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

/** The attributes kept from the markdown: link and image targets, titles, a list's start and a code language. */
export interface InfoProps {
  href?: string;
  src?: string;
  alt?: string;
  title?: string;
  start?: number;
  className?: string;
}

const SAFE_PROTOCOL = /^(?:https?|ircs?|mailto|xmpp)$/i;

/**
 * A link or image address from the info text, or undefined when it may not be used: only http, https, irc,
 * ircs, mailto and xmpp addresses and addresses without a protocol (site paths, `#anchors`) pass.
 * Whitespace and control characters are ignored when finding the protocol, as browsers ignore them.
 */
export function safeUrl(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers strip these before reading the scheme
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, "");
  const colon = compact.indexOf(":");
  if (colon === -1) return value;
  const stop = compact.search(/[/?#]/);
  if (stop !== -1 && stop < colon) return value;
  return SAFE_PROTOCOL.test(compact.slice(0, colon)) ? value : undefined;
}

/** True for an address inside this site (`/Hel`, `/Galerie#x`), which the page follows without reloading. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** A text posted by a form without JavaScript has CRLF line ends; the stored texts keep the editor's LF. */
export function unixLines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}
