import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import { pathFromName } from "#features/catalog/index.ts";
import { markCreated, takeCreated } from "../opened-from-create.ts";
import { ModelFields } from "./model-fields.tsx";

export const CREATE_INTENT = "model-create";

/** The owner's first step: a draft with a name, an address and a category, then its own page to fill in. */
export function NewModelForm({ actionData }: { actionData?: ActionAnswer }) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, CREATE_INTENT);
  const saving = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  // A post on its way takes the kept text: the created page opens, or the refusal keeps what was typed in the form.
  const [posted, setPosted] = useState(0);
  useEffect(() => {
    if (fetcher.data) takeCreated();
  }, [fetcher.data]);
  const kept = useKeptForm(usePlace("Nowy model"), { form: formRef, saved: posted });
  const pathEdited = useRef(false);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={form.grid}
      aria-label="Nowy model"
      onInput={(event) => {
        const field = event.target as HTMLInputElement;
        const path = event.currentTarget.elements.namedItem("path");
        if (field.name === "path") pathEdited.current = field.value !== "";
        else if (field.name === "name" && path instanceof HTMLInputElement) {
          if (!pathEdited.current && (path.value === "" || path.value === path.dataset.filled)) {
            path.value = path.dataset.filled = pathFromName(field.value);
          }
        }
        kept.onInput(event);
      }}
      onSubmit={() => {
        kept.onSubmit();
        markCreated();
        setPosted((count) => count + 1);
      }}
    >
      {kept.guard}
      {kept.restored ? <RestoredNotice onDiscard={kept.discard} /> : null}
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
