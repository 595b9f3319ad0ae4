import { useState, type FormEvent } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { answerFor, type ActionAnswer } from "#app/lib/action-answer.ts";

/** `?edytuj=<key>` opens an editor before JavaScript (its `edycja` button is a GET form); `?usun=<key>` asks. */
export const EDIT_PARAM = "edytuj";
export const DELETE_PARAM = "usun";

export interface DraftEditorOptions<D> {
  /** The page action's intents this editor posts: it shows only their answers. */
  intents: readonly string[];
  /** The draft `?edytuj=<key>` opens, or null when the key is not this editor's. */
  opened?: (key: string) => D | null;
  /** The draft of a refused post rendered again without JavaScript, from what was typed (null: no editor). */
  typed?: (values: Record<string, string>) => D | null;
}

export interface DraftEditor<D> {
  editing: boolean;
  /** The draft; meaningful only while `editing`. */
  draft: D | null;
  saving: boolean;
  /** A save went through and the page's loaders are reading the newly rendered data. */
  refreshing: boolean;
  error: string | null;
  start: (initial: D) => void;
  change: (draft: D) => void;
  cancel: () => void;
  /** The form's `onSubmit`: a draft `check` refuses (a Polish reason) stays in the browser and is not posted. */
  submit: (event: FormEvent<HTMLFormElement>, check?: (draft: D) => string | null) => void;
  /** The form that posts to the page's action through this editor's fetcher. */
  Form: ReturnType<typeof useFetcher>["Form"];
  /** The key of the entry asking before its deletion: `?usun=<key>` until a click decides. */
  asking: string | null;
  ask: (key: string | null) => void;
}

/**
 * The admin's in-place editing of anything the site stores (the info text, About, build notes, diary entries,
 * updates): `edycja` opens a draft, `Anuluj` drops it, saving posts the form to the page's action and the loaders'
 * revalidation brings the server's own rendering. A refused save keeps the draft and says why. Without JavaScript
 * the same form posts the document and the page is rendered again with the answer.
 */
export function useDraftEditor<D>({ intents, opened, typed }: DraftEditorOptions<D>): DraftEditor<D> {
  const fetcher = useFetcher<ActionAnswer>();
  const [params] = useSearchParams();
  const pageAnswer = answerFor(useActionData(), intents);
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
    cancel: () => {
      setLocal(null);
      setError(null);
    },
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
  };
}
