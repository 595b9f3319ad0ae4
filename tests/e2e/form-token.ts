import type { APIRequestContext } from "@playwright/test";

/** A guest's form token, fetched as a script would (docs/api.md, "Comments for scripts"). */
export async function formToken(request: APIRequestContext, section = "Hel"): Promise<string> {
  const response = await request.get(`/api/comments/${section}?limit=1`);
  return ((await response.json()) as { formToken: string }).formToken;
}
