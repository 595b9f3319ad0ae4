export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  link: string;
  summary: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  author: string;
  self: string;
  home: string;
  entries: readonly AtomEntry[];
  fallbackUpdated: string;
}

export const ATOM_TYPE = "application/atom+xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
  return escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));
}

export function atomFeed(feed: AtomFeed): string {
  const updated = feed.entries.reduce((newest, entry) => (entry.updated > newest ? entry.updated : newest), "");
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xmlText(entry.id)}</id>
    <title>${xmlText(entry.title)}</title>
    <updated>${entry.updated}</updated>${entry.published ? `\n    <published>${entry.published}</published>` : ""}
    <link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>
    <summary>${xmlText(entry.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">
  <id>${xmlText(feed.id)}</id>
  <title>${xmlText(feed.title)}</title>${feed.subtitle ? `\n  <subtitle>${xmlText(feed.subtitle)}</subtitle>` : ""}
  <updated>${updated || feed.fallbackUpdated}</updated>
  <author><name>${xmlText(feed.author)}</name></author>
  <link rel="self" type="${ATOM_TYPE}" href="${xmlText(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.home)}"/>
${entries.join("\n")}${entries.length > 0 ? "\n" : ""}</feed>
`;
}
