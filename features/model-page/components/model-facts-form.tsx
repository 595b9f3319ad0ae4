import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { FACT_STARTERS, KIT_FACTS, type Model } from "#features/catalog/index.ts";
import { PairRowsForm } from "./pair-rows-form.tsx";

const NAME_SUGGESTIONS = [...Object.values(KIT_FACTS), "Projekt", "Link do pobrania"];

/** The fact list with the kit's data in the owner's order; a link value is shown on the page as "Download". */
export function ModelFactsForm({
  model,
  actionData,
}: {
  model: Pick<Model, "id" | "info">;
  actionData?: ActionAnswer;
}) {
  return (
    <PairRowsForm
      modelId={model.id}
      intent="model-facts"
      prefix="fact"
      label="Fakty i dane zestawu"
      hint="Wydawca, skala, rok wydania, stopień trudności, ilość stron i wymiary to dane zestawu: strona pokazuje je w sekcji Model, a pasek modeli filtruje po wydawcy i skali. Wartość z adresem http(s) pokazuje się jako link „Download”. Wiersz bez wartości nic nie zapisuje, a pustemu wierszowi można wpisać inną nazwę. „Usuń” zdejmuje wiersz przy zapisie."
      rows={Object.entries(model.info)}
      starters={FACT_STARTERS}
      suggestions={NAME_SUGGESTIONS}
      placeholders={{ name: "Nowy fakt, np. Skala", value: "np. 1:150" }}
      submitLabel="Zapisz fakty"
      actionData={actionData}
    />
  );
}
