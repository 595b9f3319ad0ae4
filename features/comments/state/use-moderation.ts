import { useActionData, useFetcher } from "react-router";
import { answerFor, type ActionAnswer } from "#app/lib/action-answer.ts";
import { MODERATION_INTENTS } from "../moderation-model.ts";

/** Every form of /Moderacja goes through this one fetcher, so the page has one busy state and one answer. */
const FETCHER_KEY = "moderation";

const INTENTS = Object.values(MODERATION_INTENTS);

type Answer = ActionAnswer<{ deleted?: number }>;

const NOTICES: Record<string, (answer: Extract<Answer, { ok: true }>) => string> = {
  [MODERATION_INTENTS.approve]: () => "Komentarz zatwierdzony.",
  [MODERATION_INTENTS.reject]: () => "Komentarz odrzucony i usunięty.",
  [MODERATION_INTENTS.remove]: ({ data }) => (data.deleted === 1 ? "Komentarz usunięty." : "Komentarze usunięte."),
  [MODERATION_INTENTS.block]: () => "Blokada założona.",
  [MODERATION_INTENTS.unblock]: () => "Blokada zdjęta.",
  [MODERATION_INTENTS.settings]: () => "Ustawienia zapisane.",
};

export interface Moderation {
  Form: ReturnType<typeof useFetcher>["Form"];
  busy: boolean;
  answer: Answer | undefined;
  error: string | null;
  notice: string | null;
}

export function useModeration(): Moderation {
  const fetcher = useFetcher<Answer>({ key: FETCHER_KEY });
  const actionData = useActionData();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : answerFor<{ deleted?: number }>(fetcher.data ?? actionData, INTENTS);
  return {
    Form: fetcher.Form,
    busy,
    answer,
    error: answer && !answer.ok ? answer.error : null,
    notice: answer?.ok ? (NOTICES[answer.intent]?.(answer) ?? null) : null,
  };
}
