import { useRef, type ComponentType } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import { CATEGORY_ICONS, MODEL_CATEGORIES, type LatLng, type Model } from "#features/catalog/index.ts";
import { SaveActions } from "./save-actions.tsx";

/** The map feature's picker, handed down by the page: a click on its map picks the point. */
export type PointPicker = ComponentType<{ name: string; position?: LatLng; onPick: (position: LatLng) => void }>;

const ICONS: readonly string[] = Object.values(CATEGORY_ICONS);

/** The model's point on the map, its street address and marker; an empty point takes the map off the page. */
export function ModelPlaceForm({
  model,
  actionData,
  picker: Picker,
}: {
  model: Pick<Model, "id" | "name" | "position" | "address" | "icon" | "category">;
  actionData?: ActionAnswer;
  picker?: PointPicker;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, "model-place");
  const positionRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useKeptForm(usePlace("Miejsce na mapie"), {
    form: formRef,
    saved: answerFor(fetcher.data, "model-place")?.ok ? fetcher.data : undefined,
  });
  return (
    <fetcher.Form
      key={`${model.position?.join(",") ?? ""}|${model.address ?? ""}`}
      ref={formRef}
      method="post"
      className={form.grid}
      aria-label="Miejsce na mapie"
      preventScrollReset
      onInput={kept.onInput}
      onSubmit={kept.onSubmit}
    >
      {kept.guard}
      {kept.restored ? <RestoredNotice onDiscard={kept.discard} /> : null}
      <input type="hidden" name={INTENT_FIELD} value="model-place" />
      <input type="hidden" name="id" value={String(model.id)} />
      <Field
        label="Położenie"
        hint="Szerokość i długość geograficzna w stopniach, np. 54.6, 18.812778 (skopiowane z mapy). Puste pole: bez mapy."
      >
        {(id) => (
          <input
            ref={positionRef}
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
      {Picker ? (
        <Picker
          name={model.name}
          position={model.position}
          onPick={([latitude, longitude]) => {
            if (!positionRef.current) return;
            positionRef.current.value = `${latitude}, ${longitude}`;
            positionRef.current.dispatchEvent(new Event("input", { bubbles: true }));
          }}
        />
      ) : null}
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
      <Field label="Znacznik na mapie głównej" hint="Ikona, którą model ma na mapie strony głównej po publikacji.">
        {(id) => (
          <select
            id={id}
            name="icon"
            className={form.input}
            defaultValue={typedValue(answer, "icon", model.icon ?? "")}
            aria-invalid={invalidField(answer, "icon")}
          >
            <option value="">domyślny: {model.category || "bez kategorii"}</option>
            {model.icon && !ICONS.includes(model.icon) ? <option value={model.icon}>własna ikona modelu</option> : null}
            {MODEL_CATEGORIES.map((category) => (
              <option key={category} value={CATEGORY_ICONS[category]}>
                {category || "bez kategorii"}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label="Zapisz miejsce" />
    </fetcher.Form>
  );
}
