import { invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import type { Model } from "#features/catalog/index.ts";
import { PairRowsForm } from "./pair-rows-form.tsx";

const DATA_SUGGESTIONS = [
  "Położenie",
  "Wysokość wieży",
  "Wysokość światła",
  "Zasięg nominalny światła",
  "Sektor widzialności światła",
  "Charakterystyka światła",
];

/** A lighthouse's technical data and the rhythm of its light; both empty take the "Dane techniczne" block away. */
export function LighthouseForm({
  model,
  actionData,
}: {
  model: Pick<Model, "id" | "technicalData" | "lightPhases">;
  actionData?: ActionAnswer;
}) {
  const phases = model.lightPhases?.phases.map((phase) => phase.label).join("\n") ?? "";
  return (
    <PairRowsForm
      modelId={model.id}
      intent="model-lighthouse"
      prefix="data"
      label="Dane techniczne latarni"
      hint="Dane latarni i fazy jej światła. Puste wiersze i puste fazy zdejmują sekcję Dane techniczne ze strony."
      rows={Object.entries(model.technicalData ?? {})}
      suggestions={DATA_SUGGESTIONS}
      placeholders={{ name: "np. Wysokość wieży", value: "np. 41,50 m" }}
      submitLabel="Zapisz dane latarni"
      actionData={actionData}
    >
      {(answer) => (
        <Field
          label="Fazy światła"
          hint="Jedna faza w wierszu, z czasem w sekundach, np. „Błysk 0,5 s”; „Przerwa…” to faza ciemna. Okres to ich suma."
        >
          {(id) => (
            <textarea
              id={id}
              name="lightPhases"
              className={`${form.input} ${form.short}`}
              defaultValue={typedValue(answer, "lightPhases", phases)}
              aria-invalid={invalidField(answer, "lightPhases")}
            />
          )}
        </Field>
      )}
    </PairRowsForm>
  );
}
