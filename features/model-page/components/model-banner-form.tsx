import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import type { Model } from "#features/catalog/index.ts";
import { SaveActions } from "./save-actions.tsx";

/** Whether the model is one of the home banner's slides. */
export function ModelBannerForm({
  model,
  onBanner,
  actionData,
}: {
  model: Pick<Model, "id">;
  onBanner: boolean;
  actionData?: ActionAnswer;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, "model-banner");
  const typed = answer && !answer.ok ? answer.values.banner === "true" : onBanner;
  return (
    <fetcher.Form method="post" className={form.grid} aria-label="Baner strony głównej" preventScrollReset>
      <input type="hidden" name={INTENT_FIELD} value="model-banner" />
      <input type="hidden" name="id" value={String(model.id)} />
      <label className={form.check}>
        <input type="checkbox" name="banner" value="true" defaultChecked={typed} />
        Na banerze strony głównej
      </label>
      <p className={form.hint}>
        Nowy slajd pokazuje okładkę modelu i dołącza na koniec banera; szkic pojawi się na nim po publikacji.
        Odznaczenie zdejmuje wszystkie slajdy modelu.
      </p>
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label="Zapisz baner" />
    </fetcher.Form>
  );
}
