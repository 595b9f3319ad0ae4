const TILE_HOSTS = "https://tile.openstreetmap.org https://*.tile.openstreetmap.org";
const YOUTUBE_FRAMES = "https://www.youtube-nocookie.com";
const YOUTUBE_POSTERS = "https://i.ytimg.com";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** A personal answer's inline scripts carry its nonce; a shared (cached) one's are listed by their hashes. */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

// Styles allow inline attributes because Leaflet and framer-motion position elements with them.
export function contentSecurityPolicy(scripts: ScriptSources): string {
  const inline = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${inline}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TILE_HOSTS} ${YOUTUBE_POSTERS}`,
    `frame-src ${YOUTUBE_FRAMES}`,
    "connect-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** `public/_headers` repeats these for the files served without the Worker; a test keeps the two equal. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
  "content-security-policy": "frame-ancestors 'none'",
};

/** Two years, the preload list's minimum; never on localhost or plain HTTP, where it would pin a developer's browser. */
const STRICT_TRANSPORT = "max-age=63072000; includeSubDomains";

const UNCACHEABLE = "private, no-store";

/** `scripts` is asked only for an HTML answer, so a photo or a JSON answer draws no nonce. */
export function withSecurityHeaders(
  response: Response,
  scripts: () => ScriptSources,
  { enforceCsp, url }: { enforceCsp: boolean; url: URL },
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  const ownCsp = headers.get("content-security-policy");
  const ownReferrer = headers.get("referrer-policy");
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) headers.set(name, value);
  const isHtml = headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isHtml && enforceCsp) headers.set("content-security-policy", contentSecurityPolicy(scripts()));
  else if (ownCsp) headers.set("content-security-policy", ownCsp);
  if (ownReferrer === "no-referrer") headers.set("referrer-policy", ownReferrer);
  if (!headers.has("cache-control")) headers.set("cache-control", UNCACHEABLE);
  if (url.protocol === "https:" && !isLocalHost(url.hostname))
    headers.set("strict-transport-security", STRICT_TRANSPORT);
  return secured;
}

function isLocalHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]"
  );
}
