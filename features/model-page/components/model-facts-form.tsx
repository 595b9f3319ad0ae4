import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { KIT_FACTS, type Model } from "#features/catalog/index.ts";
import { Refusal } from "./model-fields.tsx";
import * as styles from "./model-owner.css.ts";

const NAME_SUGGESTIONS = [...Object.values(KIT_FACTS), "Projekt", "Link do pobrania"];
const SUGGESTIONS_ID = "model-fact-names";

function postedRowCount(answer: ActionAnswer | undefined): number {
  if (!answer || answer.ok) return 0;
  const indexes = Object.keys(answer.values).flatMap((name) => /^fact-(\d+)-/.exec(name)?.[1] ?? []);
  return indexes.length > 0 ? Math.max(...indexes.map(Number)) + 1 : 0;
}

/** The fact list with the kit's data in the owner's order; a link value is shown on the page as "Download". */
export function ModelFactsForm({ model, actionData }: { model: Pick<Model, "id" | "info">; actionData?: unknown }) {
  const fetcher = useFetcher();
  const answer = answerFor(fetcher.data ?? actionData, "model-facts");
  const facts = Object.entries(model.info);
  const rows = Math.max(facts.length, postedRowCount(answer)) + 1;
  const invalid = (name: string) => (answer && !answer.ok && answer.field === name) || undefined;
  const busy = fetcher.state !== "idle";
  return (
    // Keyed by the saved list: after a save or a move the inputs start from what the server now holds.
    <fetcher.Form
      key={JSON.stringify(facts)}
      method="post"
      className={form.grid}
      aria-label="Fakty i dane zestawu"
      preventScrollReset
    >
      {/* Enter in a field saves: the first submit button is the form's default, not a row's arrow. */}
      <button type="submit" className={visuallyHidden} tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name={INTENT_FIELD} value="model-facts" />
      <input type="hidden" name="id" value={String(model.id)} />
      <p className={form.hint}>
        Wydawca, skala, rok wydania, stopień trudności, ilość stron i wymiary to dane zestawu: strona pokazuje je w
        sekcji Model, a pasek modeli filtruje po wydawcy i skali. Wartość z adresem http(s) pokazuje się jako link
        „Download”. Pusty wiersz nic nie zapisuje.
      </p>
      <datalist id={SUGGESTIONS_ID}>
        {NAME_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ol className={styles.factRows}>
        {Array.from({ length: rows }, (_, index) => {
          const [name = "", value = ""] = facts[index] ?? [];
          const nameField = `fact-${index}-name`;
          const valueField = `fact-${index}-value`;
          const blank = index >= facts.length;
          return (
            <li key={index} className={styles.factRow}>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Nazwa faktu {index + 1}</span>
                <input
                  name={nameField}
                  className={form.input}
                  list={SUGGESTIONS_ID}
                  maxLength={40}
                  placeholder={blank ? "Nowy fakt, np. Skala" : undefined}
                  defaultValue={typedValue(answer, nameField, name)}
                  aria-invalid={invalid(nameField)}
                />
              </label>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Wartość faktu {index + 1}</span>
                <input
                  name={valueField}
                  className={form.input}
                  maxLength={300}
                  placeholder={blank ? "np. 1:150" : undefined}
                  defaultValue={typedValue(answer, valueField, String(value))}
                  aria-invalid={invalid(valueField)}
                />
              </label>
              {blank ? null : (
                <span className={styles.factButtons}>
                  <button
                    type="submit"
                    name="factMove"
                    value={`${index}:up`}
                    className={form.secondary}
                    disabled={index === 0}
                    aria-label={`Przesuń „${name}” wyżej`}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="factMove"
                    value={`${index}:down`}
                    className={form.secondary}
                    disabled={index === facts.length - 1}
                    aria-label={`Przesuń „${name}” niżej`}
                  >
                    ↓
                  </button>
                  <button
                    type="submit"
                    name="factRemove"
                    value={String(index)}
                    className={form.entryDanger}
                    aria-label={`Usuń „${name}”`}
                  >
                    Usuń
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <Refusal answer={answer} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} aria-disabled={busy || undefined}>
          {busy ? "Zapisywanie…" : "Zapisz fakty"}
        </button>
      </div>
      {answer?.ok ? <p role="status">Zapisano.</p> : null}
    </fetcher.Form>
  );
}
