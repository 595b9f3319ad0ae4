import { useFetcher } from "react-router";
import { answerFor } from "#app/lib/action-answer.ts";
import type { ModerationAnswer } from "../answers.ts";
import { MODERATION_INTENTS } from "../moderation-model.ts";

/** Every form of /Moderacja goes through this one fetcher, so the page has one busy state and one answer. */
const FETCHER_KEY = "moderation";

// The digest link's intent is its own page's.
const { link: _link, ...PAGE_INTENTS } = MODERATION_INTENTS;
const INTENTS = Object.values(PAGE_INTENTS);

type Success = Extract<ModerationAnswer, { ok: true }>;

const NOTICES: Record<Success["intent"], (answer: Success) => string> = {
  [MODERATION_INTENTS.approve]: () => "Komentarz zatwierdzony.",
  [MODERATION_INTENTS.reject]: () => "Komentarz odrzucony i usunięty.",
  [MODERATION_INTENTS.remove]: (answer) =>
    answer.intent === MODERATION_INTENTS.remove && answer.data.deleted === 1
      ? "Komentarz usunięty."
      : "Komentarze usunięte.",
  [MODERATION_INTENTS.block]: () => "Blokada założona.",
  [MODERATION_INTENTS.unblock]: () => "Blokada zdjęta.",
  [MODERATION_INTENTS.settings]: () => "Ustawienia zapisane.",
};

export interface Moderation {
  Form: ReturnType<typeof useFetcher>["Form"];
  busy: boolean;
  answer: ModerationAnswer | undefined;
  error: string | null;
  notice: string | null;
}

/** `pageAnswer`: the page's answer to a form posted without JavaScript (the page passes it; its forms need not). */
export function useModeration(pageAnswer?: ModerationAnswer): Moderation {
  const fetcher = useFetcher<ModerationAnswer>({ key: FETCHER_KEY });
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : answerFor(fetcher.data ?? pageAnswer, INTENTS);
  return {
    Form: fetcher.Form,
    busy,
    answer,
    error: answer && !answer.ok ? answer.error : null,
    notice: answer?.ok ? NOTICES[answer.intent](answer) : null,
  };
}
