import { useState, type FormEvent } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { answerFor, type ActionAnswer } from "#app/lib/action-answer.ts";
import { useKeptForm, usePlace, type KeptForm } from "./use-kept-form.ts";

// Before JavaScript `?edytuj=<key>` opens an editor (its `edycja` button is a GET form) and `?usun=<key>` asks.
export const EDIT_PARAM = "edytuj";
export const DELETE_PARAM = "usun";

export interface DraftEditorOptions<D> {
  intents: readonly string[];
  answer: ActionAnswer | undefined;
  opened?: (key: string) => D | null;
  /** Without JavaScript a refused post renders the page again: the draft is what was typed. */
  typed?: (values: Record<string, string>) => D | null;
}

export interface DraftEditor<D> {
  editing: boolean;
  draft: D | null;
  saving: boolean;
  refreshing: boolean;
  error: string | null;
  start: (initial: D) => void;
  change: (draft: D) => void;
  cancel: () => void;
  submit: (event: FormEvent<HTMLFormElement>, check?: (draft: D) => string | null) => void;
  Form: ReturnType<typeof useFetcher>["Form"];
  asking: string | null;
  ask: (key: string | null) => void;
  kept: KeptForm;
}

export function useDraftEditor<D>({ intents, answer: posted, opened, typed }: DraftEditorOptions<D>): DraftEditor<D> {
  const fetcher = useFetcher<ActionAnswer>();
  const [params] = useSearchParams();
  const pageAnswer = answerFor(posted, intents);
  const answer = answerFor(fetcher.data, intents);
  const [local, setLocal] = useState<D | null | undefined>(undefined);
  const [asked, setAsked] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(pageAnswer && !pageAnswer.ok ? pageAnswer.error : null);

  // Adjusted while rendering (not in an effect): a new answer closes the editor or shows the refusal.
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (answer?.ok) setLocal(null);
    else if (answer) setError(answer.error);
  }

  const key = params.get(EDIT_PARAM);
  const fromServer = pageAnswer
    ? pageAnswer.ok
      ? null
      : (typed?.(pageAnswer.values) ?? null)
    : key && opened
      ? opened(key)
      : null;
  const draft = local === undefined ? fromServer : local;
  const saving = fetcher.state === "submitting";
  const kept = useKeptForm(usePlace(intents[0] ?? ""), {
    restore: typed
      ? (values) => {
          const restored = typed(values);
          if (restored !== null) setLocal(restored);
        }
      : false,
    saved: answer?.ok ? fetcher.data : undefined,
    onDiscard: () => {
      setLocal(null);
      setError(null);
    },
  });

  return {
    editing: draft !== null,
    draft,
    saving,
    refreshing: fetcher.state === "loading" && answer?.ok === true,
    error,
    start: (initial) => {
      setLocal(initial);
      setError(null);
    },
    change: setLocal,
    cancel: kept.discard,
    submit: (event, check) => {
      if (saving || (draft === null && check)) {
        event.preventDefault();
        return;
      }
      const problem = draft !== null && check ? check(draft) : null;
      if (problem) event.preventDefault();
      setError(problem);
    },
    Form: fetcher.Form,
    asking: asked === undefined ? params.get(DELETE_PARAM) : asked,
    ask: setAsked,
    kept,
  };
}
