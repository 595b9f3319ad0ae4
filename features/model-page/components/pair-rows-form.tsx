import { useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import type { KeptValues } from "#app/ui/editing/kept-drafts.ts";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { rowCount } from "../model.ts";
import * as styles from "./model-owner.css.ts";
import { SaveActions } from "./save-actions.tsx";

export interface PairRowsFormProps {
  modelId: number;
  intent: string;
  /** Field names: `<prefix>-<row>-name`, `-value` and `-remove`, and the `<prefix>Move` buttons. */
  prefix: string;
  label: string;
  hint: ReactNode;
  rows: readonly (readonly [string, string | number])[];
  starters?: readonly string[];
  suggestions?: readonly string[];
  placeholders: { name: string; value: string };
  submitLabel: string;
  actionData?: ActionAnswer;
  /** More fields of the same form, after the rows. */
  children?: (answer: ActionAnswer | undefined) => ReactNode;
}

/** Name/value rows posted at once: "Usuń" marks a row until the save ("Cofnij" unmarks it); the arrows save a move. */
export function PairRowsForm({
  modelId,
  intent,
  prefix,
  label,
  hint,
  rows: saved,
  starters = [],
  suggestions = [],
  placeholders,
  submitLabel,
  actionData,
  children,
}: PairRowsFormProps) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, intent);
  const [kept, setKept] = useState<KeptValues | null>(null);
  const [added, setAdded] = useState(0);
  // Typed while a save is on its way: the form drawn from the saved rows keeps it.
  const [late, setLate] = useState<KeptValues>({});
  const formRef = useRef<HTMLFormElement>(null);
  const keeping = useKeptForm(usePlace(label), {
    form: formRef,
    restore: setKept,
    saved: answerFor(fetcher.data, intent)?.ok ? fetcher.data : undefined,
    onDiscard: () => setKept(null),
  });
  const taken = new Set(saved.map(([name]) => name.toLocaleLowerCase("pl")));
  const offered: (readonly [string, string | number])[] = [
    ...saved,
    ...starters.filter((name) => !taken.has(name.toLocaleLowerCase("pl"))).map((name) => [name, ""] as const),
  ];
  const typed = { ...(kept ?? (answer && !answer.ok ? answer.values : {})), ...late };
  // A blank starter row takes a new name too, so a blank row of its own shows only once every starter is used.
  const blank = offered.length > saved.length ? 0 : 1;
  const rows = Math.max(offered.length + blank + added, rowCount(typed, prefix));
  const hydrated = useHydrated();
  const listId = `${prefix}-names`;
  return (
    // Keyed by the saved rows: after a save or a move the inputs start from what the server now holds.
    <fetcher.Form
      key={JSON.stringify([saved, kept])}
      ref={formRef}
      method="post"
      className={form.grid}
      aria-label={label}
      preventScrollReset
      onInput={(event) => {
        keeping.onInput(event);
        const field = event.target as HTMLInputElement;
        if (fetcher.state !== "idle" && field.name) setLate((values) => ({ ...values, [field.name]: field.value }));
      }}
      onSubmit={() => {
        keeping.onSubmit();
        setLate({});
      }}
    >
      {/* Enter in a field saves: the first submit button is the form's default, not a row's arrow. */}
      <button type="submit" className={visuallyHidden} tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="id" value={String(modelId)} />
      {keeping.guard}
      {keeping.restored ? <RestoredNotice onDiscard={keeping.discard} /> : null}
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
          const [name = "", value = ""] = offered[index] ?? [];
          const nameField = `${prefix}-${index}-name`;
          const valueField = `${prefix}-${index}-value`;
          const removeField = `${prefix}-${index}-remove`;
          const isSaved = index < saved.length;
          return (
            <li key={index} className={styles.factRow}>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Nazwa, wiersz {index + 1}</span>
                <input
                  name={nameField}
                  className={form.input}
                  list={suggestions.length > 0 ? listId : undefined}
                  maxLength={40}
                  placeholder={index >= offered.length ? placeholders.name : undefined}
                  defaultValue={typed[nameField] ?? name}
                  aria-invalid={invalidField(answer, nameField)}
                />
              </label>
              <label className={styles.factField}>
                <span className={visuallyHidden}>Wartość, wiersz {index + 1}</span>
                <input
                  name={valueField}
                  className={form.input}
                  maxLength={300}
                  placeholder={index >= offered.length ? placeholders.value : undefined}
                  defaultValue={typed[valueField] ?? String(value)}
                  aria-invalid={invalidField(answer, valueField)}
                />
              </label>
              {isSaved ? (
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
                  {/* A box, not a button, so the mark waits for the save with or without JavaScript. */}
                  <label className={styles.removeToggle}>
                    <input
                      type="checkbox"
                      name={removeField}
                      value="1"
                      className={visuallyHidden}
                      defaultChecked={removeField in typed}
                      aria-label={`Usuń „${name}”`}
                    />
                    <span className={styles.removeLabel}>Usuń</span>
                    <span className={styles.undoLabel}>Cofnij</span>
                  </label>
                </span>
              ) : (
                <span className={styles.factSpacer} aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <div className={form.actions}>
          <button type="button" className={form.secondary} onClick={() => setAdded((count) => count + 1)}>
            Dodaj wiersz
          </button>
        </div>
      ) : null}
      {children?.(answer)}
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label={submitLabel} />
    </fetcher.Form>
  );
}
