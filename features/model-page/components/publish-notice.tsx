import { useState } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field, Refusal } from "#app/ui/editing/editor-form.tsx";
import type { Model } from "#features/catalog/index.ts";

/** Offered once a model is published: an entry for the home page's updates, filled in and left to the owner. */
export function PublishNotice({
  model,
  actionData,
  today = new Date().toISOString().slice(0, 10),
}: {
  model: Pick<Model, "name" | "component">;
  actionData?: ActionAnswer;
  today?: string;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const [dismissed, setDismissed] = useState(false);
  const answer = answerFor(fetcher.data ?? actionData, "update-create");
  if (dismissed) return null;
  if (answer?.ok) return <p role="status">Wpis jest w aktualizacjach na stronie głównej.</p>;
  return (
    <fetcher.Form method="post" className={form.grid} aria-label="Wpis o nowym modelu" preventScrollReset>
      <input type="hidden" name={INTENT_FIELD} value="update-create" />
      <input type="hidden" name="model" value={model.component} />
      <p className={form.hint}>Model jest już widoczny. Dodać wpis do „Ostatnich aktualizacji” na stronie głównej?</p>
      <Field label="Data">
        {(id) => (
          <input
            id={id}
            name="date"
            type="date"
            className={form.input}
            required
            defaultValue={typedValue(answer, "date", today)}
          />
        )}
      </Field>
      <Field label="Treść wpisu">
        {(id) => (
          <textarea
            id={id}
            name="description"
            className={`${form.input} ${form.short}`}
            required
            maxLength={1000}
            defaultValue={typedValue(answer, "description", `Nowa galeria: ${model.name}.`)}
          />
        )}
      </Field>
      <Refusal answer={answer} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} aria-disabled={fetcher.state !== "idle" || undefined}>
          Dodaj do aktualizacji
        </button>
        <button type="button" className={form.secondary} onClick={() => setDismissed(true)}>
          Nie teraz
        </button>
      </div>
    </fetcher.Form>
  );
}
