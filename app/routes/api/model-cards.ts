import { apiRoute } from "#app/lib/api.server.ts";
import { json } from "#app/lib/http.server.ts";
import { readModelCards } from "#features/catalog/index.server.ts";
import { countPublishedComments } from "#features/comments/index.server.ts";

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...bytes.subarray(0, 12)));
}

/** The strip's cards with the comment counts no page's HTML carries, a 304 until they change (decision 037). */
const handle = apiRoute({
  GET: async (api) => {
    const [{ models, catalogVersion, current }, counts] = await Promise.all([
      readModelCards(api),
      countPublishedComments(api.db),
    ]);
    if (!current) return json({ models, counts });
    const viewer = new URL(api.request.url).searchParams.has("drafts") ? "o" : "v";
    const etag = `"${catalogVersion}.${viewer}.${await digest(JSON.stringify(counts))}"`;
    const headers = { "cache-control": "private, no-cache", etag };
    if (api.request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return json({ models, counts }, { headers });
  },
});

export const loader = handle;
export const action = handle;
