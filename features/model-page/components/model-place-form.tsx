import { useRef, type ComponentType } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import type { LatLng, Model } from "#features/catalog/index.ts";
import { SaveActions } from "./save-actions.tsx";

/** The map feature's picker, handed down by the page: a click on its map picks the point. */
export type PointPicker = ComponentType<{ name: string; position?: LatLng; onPick: (position: LatLng) => void }>;

/** The model's point on the map and its street address; an empty point takes the map off the page. */
export function ModelPlaceForm({
  model,
  actionData,
  picker: Picker,
}: {
  model: Pick<Model, "id" | "name" | "position" | "address">;
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
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label="Zapisz miejsce" />
    </fetcher.Form>
  );
}
