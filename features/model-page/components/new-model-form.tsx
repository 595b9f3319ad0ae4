import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { ModelFields } from "./model-fields.tsx";

export const CREATE_INTENT = "model-create";

/** The owner's first step: a draft with a name, an address and a category, then its own page to fill in. */
export function NewModelForm({ actionData }: { actionData?: ActionAnswer }) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, CREATE_INTENT);
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className={form.grid} aria-label="Nowy model">
      <input type="hidden" name={INTENT_FIELD} value={CREATE_INTENT} />
      <ModelFields answer={answer} values={{ name: "", path: "", category: "zamki i ratusze" }} />
      <Refusal answer={answer} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} aria-disabled={saving || undefined}>
          {saving ? "Tworzenie…" : "Utwórz"}
        </button>
      </div>
    </fetcher.Form>
  );
}
