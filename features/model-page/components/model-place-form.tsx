import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import type { Model } from "#features/catalog/index.ts";
import { SaveActions } from "./save-actions.tsx";

/** The model's point on the map and its street address; an empty point takes the map off the page. */
export function ModelPlaceForm({
  model,
  actionData,
}: {
  model: Pick<Model, "id" | "position" | "address">;
  actionData?: unknown;
}) {
  const fetcher = useFetcher();
  const answer = answerFor(fetcher.data ?? actionData, "model-place");
  return (
    <fetcher.Form
      key={`${model.position?.join(",") ?? ""}|${model.address ?? ""}`}
      method="post"
      className={form.grid}
      aria-label="Miejsce na mapie"
      preventScrollReset
    >
      <input type="hidden" name={INTENT_FIELD} value="model-place" />
      <input type="hidden" name="id" value={String(model.id)} />
      <Field
        label="Położenie"
        hint="Szerokość i długość geograficzna w stopniach, np. 54.6, 18.812778 (skopiowane z mapy). Puste pole: bez mapy."
      >
        {(id) => (
          <input
            id={id}
            name="position"
            className={form.input}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typedValue(answer, "position", model.position?.join(", ") ?? "")}
            aria-invalid={invalidField(answer, "position")}
          />
        )}
      </Field>
      <Field label="Adres">
        {(id) => (
          <input
            id={id}
            name="address"
            className={form.input}
            maxLength={200}
            autoComplete="off"
            defaultValue={typedValue(answer, "address", model.address ?? "")}
            aria-invalid={invalidField(answer, "address")}
          />
        )}
      </Field>
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label="Zapisz miejsce" />
    </fetcher.Form>
  );
}
