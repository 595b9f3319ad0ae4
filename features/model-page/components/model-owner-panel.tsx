import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field, Refusal } from "#app/ui/editing/editor-form.tsx";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import { useTypedTextareasKept } from "#app/ui/on-demand/typed-textareas.ts";
import { isUnderConstruction, REMOVE_UPDATES_FIELD, TRASH_DAYS, type Model } from "#features/catalog/index.ts";
import { historyTitle } from "../history-title.ts";
import { takeCreated } from "../opened-from-create.ts";
import { HistoryForm } from "./history-form.tsx";
import { LighthouseForm } from "./lighthouse-form.tsx";
import { ModelBannerForm } from "./model-banner-form.tsx";
import { ModelFactsForm } from "./model-facts-form.tsx";
import { ModelFields } from "./model-fields.tsx";
import { ModelPlaceForm, type PointPicker } from "./model-place-form.tsx";
import { PreviewLinkForm } from "./preview-link-form.tsx";
import { PublishNotice } from "./publish-notice.tsx";
import * as styles from "./model-owner.css.ts";
import { SaveActions } from "./save-actions.tsx";

export interface ModelOwnerPanelProps {
  model: Model;
  draft: boolean;
  comments: number;
  /** Whether the model has a slide on the home banner. */
  onBanner: boolean;
  previewLinks?: boolean;
  actionData?: ActionAnswer;
  /** The map feature's point picker for "Miejsce na mapie"; the page composes the two features. */
  placePicker?: PointPicker;
}

/** A form posted without JavaScript came back refused: its section opens on the answer. */
function refusedIn(actionData: ActionAnswer | undefined, intent: string): true | undefined {
  const answer = answerFor(actionData, intent);
  return (answer && !answer.ok) || undefined;
}

/** The owner's controls of a model: publish or hide, the page's details, and deletion with the name typed again. */
export function ModelOwnerPanel(props: ModelOwnerPanelProps) {
  const { model, draft, comments, onBanner, actionData, placePicker } = props;
  // Its forms are read as they are sent: the description and history typed before the panel woke stay in them.
  useTypedTextareasKept();
  const publish = useFetcher<ActionAnswer>();
  const details = useFetcher<ActionAnswer>();
  const removal = useFetcher<ActionAnswer>();
  const published = answerFor(publish.data ?? actionData, "model-publish");
  const edited = answerFor(details.data ?? actionData, "model-edit");
  const deleting = answerFor(removal.data ?? actionData, "model-delete");
  const id = String(model.id);
  const year = isUnderConstruction(model) ? "" : String(model.completionYear);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeCreated()) panelRef.current?.focus();
  }, []);
  const detailsForm = useRef<HTMLFormElement>(null);
  const keptDetails = useKeptForm(usePlace("Dane modelu"), {
    form: detailsForm,
    saved: answerFor(details.data, "model-edit")?.ok ? details.data : undefined,
  });
  return (
    <aside ref={panelRef} className={styles.panel} aria-label="Model w katalogu" tabIndex={-1}>
      <div className={styles.status}>
        <p className={styles.state}>
          {draft ? "Szkic: tę stronę widzisz tylko Ty." : "Opublikowany: widoczny dla wszystkich."}
        </p>
        <publish.Form method="post" className={form.bare}>
          <input type="hidden" name={INTENT_FIELD} value="model-publish" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="published" value={draft ? "true" : "false"} />
          <button
            type="submit"
            className={draft ? form.primary : form.secondary}
            aria-disabled={publish.state !== "idle" || undefined}
          >
            {draft ? "Opublikuj" : "Ukryj"}
          </button>
        </publish.Form>
      </div>
      <Refusal answer={published} />
      {(published?.ok && !draft) || answerFor(actionData, "update-create") ? (
        <PublishNotice model={model} actionData={actionData} />
      ) : null}
      {draft ? (
        <details
          className={styles.details}
          open={answerFor(actionData, ["model-preview-link", "model-preview-revoke"]) ? true : undefined}
        >
          <summary>Link podglądu</summary>
          <PreviewLinkForm id={id} active={props.previewLinks ?? false} actionData={actionData} />
        </details>
      ) : null}
      <details className={styles.details} open={Boolean(edited && !edited.ok) || undefined}>
        <summary>Dane modelu</summary>
        <details.Form
          ref={detailsForm}
          method="post"
          className={form.grid}
          aria-label="Dane modelu"
          onInput={keptDetails.onInput}
          onSubmit={keptDetails.onSubmit}
        >
          {keptDetails.guard}
          {keptDetails.restored ? <RestoredNotice onDiscard={keptDetails.discard} /> : null}
          <input type="hidden" name={INTENT_FIELD} value="model-edit" />
          <input type="hidden" name="id" value={id} />
          <ModelFields answer={edited} values={model} />
          <Field label="Rok ukończenia" hint="Puste pole: model w budowie.">
            {(fieldId) => (
              <input
                id={fieldId}
                name="completionYear"
                className={form.input}
                inputMode="numeric"
                defaultValue={typedValue(edited, "completionYear", year)}
                aria-invalid={invalidField(edited, "completionYear")}
              />
            )}
          </Field>
          <Field label="Opis">
            {(fieldId) => (
              <textarea
                id={fieldId}
                name="description"
                className={`${form.input} ${form.short}`}
                maxLength={2000}
                defaultValue={typedValue(edited, "description", model.description)}
              />
            )}
          </Field>
          <SaveActions answer={edited} busy={details.state !== "idle"} label="Zapisz" />
        </details.Form>
      </details>
      <details className={styles.details} open={refusedIn(actionData, "model-facts")}>
        <summary>Fakty i dane zestawu</summary>
        <ModelFactsForm model={model} actionData={actionData} />
      </details>
      <details className={styles.details} open={refusedIn(actionData, "model-place")}>
        <summary>Miejsce na mapie</summary>
        <ModelPlaceForm model={model} actionData={actionData} picker={placePicker} />
      </details>
      <details className={styles.details} open={refusedIn(actionData, "model-banner")}>
        <summary>Baner strony głównej</summary>
        <ModelBannerForm model={model} onBanner={onBanner} actionData={actionData} />
      </details>
      <details className={styles.details} open={refusedIn(actionData, "model-history")}>
        <summary>{historyTitle(model)}</summary>
        <HistoryForm model={model} actionData={actionData} />
      </details>
      {model.category === "latarnie morskie" || model.technicalData ? (
        <details className={styles.details} open={refusedIn(actionData, "model-lighthouse")}>
          <summary>Dane techniczne latarni</summary>
          <LighthouseForm model={model} actionData={actionData} />
        </details>
      ) : null}
      <details className={styles.details} open={Boolean(deleting && !deleting.ok) || undefined}>
        <summary>Usuń model</summary>
        <removal.Form method="post" className={form.grid} aria-label="Usuń model">
          <input type="hidden" name={INTENT_FIELD} value="model-delete" />
          <input type="hidden" name="id" value={id} />
          <p className={form.hint}>
            Usunięcie zabierze stronę, zdjęcia i {countNoun(comments, NOUNS.comment)}. Model czeka potem w koszu na
            liście modeli przez {countNoun(TRASH_DAYS, NOUNS.day)} i można go przywrócić.
          </p>
          <label className={form.check}>
            <input type="checkbox" name={REMOVE_UPDATES_FIELD} value="true" />
            Usuń też jego wpisy w „Ostatnich aktualizacjach”
          </label>
          <Field label={`Wpisz nazwę modelu: ${model.name}`}>
            {(fieldId) => (
              <input
                id={fieldId}
                name="confirm"
                className={form.input}
                autoComplete="off"
                required
                aria-invalid={(deleting && !deleting.ok) || undefined}
              />
            )}
          </Field>
          <Refusal answer={deleting} />
          <div className={form.actions}>
            <button type="submit" className={form.entryDanger} aria-disabled={removal.state !== "idle" || undefined}>
              Usuń model
            </button>
          </div>
        </removal.Form>
      </details>
    </aside>
  );
}
