import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { postedRowCount } from "../model.ts";
import * as styles from "./model-owner.css.ts";
import { SaveActions } from "./save-actions.tsx";

export interface PairRowsFormProps {
  modelId: number;
  intent: string;
  /** Field names: `<prefix>-<row>-name`, `<prefix>-<row>-value`, and the `<prefix>Move`/`<prefix>Remove` buttons. */
  prefix: string;
  label: string;
  hint: ReactNode;
  rows: readonly (readonly [string, string | number])[];
  suggestions?: readonly string[];
  placeholders: { name: string; value: string };
  submitLabel: string;
  actionData?: ActionAnswer;
  /** More fields of the same form, after the rows. */
  children?: (answer: ActionAnswer | undefined) => ReactNode;
}

/** Ordered name/value rows with one blank row to add, each moved or removed by a button that also saves. */
export function PairRowsForm({
  modelId,
  intent,
  prefix,
  label,
  hint,
  rows: saved,
  suggestions = [],
  placeholders,
  submitLabel,
  actionData,
  children,
}: PairRowsFormProps) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, intent);
  const rows = Math.max(saved.length + 1, postedRowCount(answer, prefix));
  const listId = `${prefix}-names`;
  return (
    // Keyed by the saved rows: after a save or a move the inputs start from what the server now holds.
    <fetcher.Form key={JSON.stringify(saved)} method="post" className={form.grid} aria-label={label} preventScrollReset>
      {/* Enter in a field saves: the first submit button is the form's default, not a row's arrow. */}
      <button type="submit" className={visuallyHidden} tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="id" value={String(modelId)} />
      <p className={form.hint}>{hint}</p>
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      <ol className={styles.factRows}>
        {Array.from({ length: rows }, (_, index) => {
          const [name = "", value = ""] = saved[index] ?? [];
          const nameField = `${prefix}-${index}-name`;
          const valueField = `${prefix}-${index}-value`;
          const blank = index >= saved.length;
          return (
            <li key={index} className={styles.factRow}>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Nazwa, wiersz {index + 1}</span>
                <input
                  name={nameField}
                  className={form.input}
                  list={suggestions.length > 0 ? listId : undefined}
                  maxLength={40}
                  placeholder={blank ? placeholders.name : undefined}
                  defaultValue={typedValue(answer, nameField, name)}
                  aria-invalid={invalidField(answer, nameField)}
                />
              </label>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Wartość, wiersz {index + 1}</span>
                <input
                  name={valueField}
                  className={form.input}
                  maxLength={300}
                  placeholder={blank ? placeholders.value : undefined}
                  defaultValue={typedValue(answer, valueField, String(value))}
                  aria-invalid={invalidField(answer, valueField)}
                />
              </label>
              {blank ? (
                <span className={styles.factSpacer} aria-hidden="true" />
              ) : (
                <span className={styles.factButtons}>
                  <button
                    type="submit"
                    name={`${prefix}Move`}
                    value={`${index}:up`}
                    className={form.secondary}
                    disabled={index === 0}
                    aria-label={`Przesuń „${name}” wyżej`}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name={`${prefix}Move`}
                    value={`${index}:down`}
                    className={form.secondary}
                    disabled={index === saved.length - 1}
                    aria-label={`Przesuń „${name}” niżej`}
                  >
                    ↓
                  </button>
                  <button
                    type="submit"
                    name={`${prefix}Remove`}
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
      {children?.(answer)}
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label={submitLabel} />
    </fetcher.Form>
  );
}
