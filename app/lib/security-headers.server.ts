const TILE_HOSTS = "https://tile.openstreetmap.org https://*.tile.openstreetmap.org";
const YOUTUBE_FRAMES = "https://www.youtube-nocookie.com";
const YOUTUBE_POSTERS = "https://i.ytimg.com";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

// Styles allow inline attributes because Leaflet and framer-motion position elements with them.
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

export function withSecurityHeaders(
  response: Response,
  nonce: string,
  { enforceCsp }: { enforceCsp: boolean },
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("cross-origin-opener-policy", "same-origin");
  const isHtml = headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isHtml && enforceCsp) headers.set("content-security-policy", contentSecurityPolicy(nonce));
  else if (!headers.has("content-security-policy")) headers.set("content-security-policy", "frame-ancestors 'none'");
  return secured;
}
