import { useState } from "react";
import { useApiSubmit, type ApiBody } from "#app/lib/api-client.ts";
import { MODERATION_API, type BlockDuration, type ModerationBlockKind } from "#features/comments/index.ts";

export interface BlockRequest {
  kind: ModerationBlockKind;
  duration: BlockDuration;
  commentId?: number;
  name?: string;
}

export interface Moderation {
  busy: boolean;
  error: string | null;
  /** What the last action did, said to screen readers and shown beside the error's place. */
  notice: string | null;
  approve: (id: number) => Promise<boolean>;
  reject: (id: number) => Promise<boolean>;
  remove: (ids: readonly number[]) => Promise<boolean>;
  block: (request: BlockRequest) => Promise<boolean>;
  lift: (id: number) => Promise<boolean>;
  saveSettings: (settings: { approveFirstGuestComments?: boolean; guestDailyCap?: number }) => Promise<boolean>;
}

/**
 * Every action of /Moderacja goes through one fetcher to its API route; the page's loader is read again after each,
 * so the lists and the history always show the server's state. A refusal keeps the page as it was and says why.
 */
export function useModeration(): Moderation {
  const { send, busy } = useApiSubmit<unknown>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function act(
    url: string,
    method: "POST" | "DELETE",
    body: ApiBody | undefined,
    done: string,
  ): Promise<boolean> {
    if (busy) return false;
    setError(null);
    setNotice(null);
    const result = await send(url, method, body);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setNotice(done);
    return true;
  }

  return {
    busy,
    error,
    notice,
    approve: (id) => act(MODERATION_API.approve, "POST", { id }, "Komentarz zatwierdzony."),
    reject: (id) => act(MODERATION_API.reject, "POST", { id }, "Komentarz odrzucony i usunięty."),
    remove: (ids) =>
      act(MODERATION_API.remove, "POST", { ids }, ids.length === 1 ? "Komentarz usunięty." : "Komentarze usunięte."),
    block: ({ kind, duration, commentId, name }) =>
      act(
        MODERATION_API.blocks,
        "POST",
        { kind, duration, ...(commentId === undefined ? {} : { commentId }), ...(name === undefined ? {} : { name }) },
        "Blokada założona.",
      ),
    lift: (id) => act(MODERATION_API.block(id), "DELETE", undefined, "Blokada zdjęta."),
    saveSettings: (settings) => act(MODERATION_API.settings, "POST", settings, "Ustawienia zapisane."),
  };
}
