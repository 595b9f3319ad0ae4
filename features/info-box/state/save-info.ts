import { INFO_MESSAGES } from "../model.ts";

/** Sends the text to `POST /api/info`; rejects with an Error carrying the server's Polish message. */
export async function saveInfo(content: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/info", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
  } catch {
    throw new Error(INFO_MESSAGES.offline);
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === "object" && "error" in body && typeof body.error === "string"
      ? body.error
      : INFO_MESSAGES.saveFailed;
  throw new Error(message);
}
