import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  calculateResistor,
  formatNumber,
  formatResistance,
  RESISTOR_FIELDS,
  type ResistorField,
  type ResistorResult,
  type ResistorValues,
  valuesFromSearchParams,
} from "../model.ts";
import * as styles from "./resistor-calculator.css.ts";

export interface ResistorCalculatorProps {
  id?: string;
  defaultValues?: Partial<ResistorValues>;
}

// A form sent before hydration is a plain GET whose values are read back from the address, so no click is lost.
export function ResistorCalculator({ id = "kalkulator", defaultValues }: ResistorCalculatorProps) {
  const [searchParams] = useSearchParams();
  const [sent] = useState(() => valuesFromSearchParams(searchParams));
  const [result, setResult] = useState<ResistorResult | null>(() => (sent ? calculateResistor(sent) : null));
  const baseId = useId();
  const headingId = `${baseId}-naglowek`;
  const fieldId = (name: ResistorField) => `${baseId}-${name}`;
  const errorId = (name: ResistorField) => `${baseId}-${name}-blad`;
  const errors = result?.kind === "invalid" ? result.errors : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const inputs = RESISTOR_FIELDS.map((field) => ({
      ...field,
      input: form.elements.namedItem(field.param) as HTMLInputElement,
    }));
    const values: ResistorValues = { supply: "", forward: "", current: "" };
    // A number field reports what was typed as "" when it is not a number; badInput tells that apart from blank.
    for (const { name, input } of inputs) values[name] = input.validity.badInput ? "?" : input.value;
    const next = calculateResistor(values);
    setResult(next);
    if (next.kind === "invalid") inputs.find(({ name }) => name in next.errors)?.input.focus();
  };

  return (
    <section id={id} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Kalkulator rezystora
      </h2>
      <form className={styles.form} method="get" action={`#${id}`} noValidate onSubmit={submit}>
        {RESISTOR_FIELDS.map(({ name, param, label }) => {
          const error = errors[name];
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={fieldId(name)} className={styles.label}>
                {label}
              </label>
              <input
                id={fieldId(name)}
                name={param}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                defaultValue={sent?.[name] ?? defaultValues?.[name]}
                className={styles.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(name) : undefined}
              />
              {error ? (
                <p id={errorId(name)} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className={styles.submit}>
          Oblicz
        </button>
      </form>
      <output
        className={styles.result}
        htmlFor={RESISTOR_FIELDS.map(({ name }) => fieldId(name)).join(" ")}
        aria-atomic="true"
      >
        <span className={styles.resultLine}>
          <span className={styles.resultLabel}>Wynik:</span> {result ? <ResultValue result={result} /> : null}
        </span>
        {result ? <ResultDetails result={result} /> : null}
      </output>
    </section>
  );
}

function ResultValue({ result }: { result: ResistorResult }) {
  if (result.kind === "zero") return <strong className={styles.resultValue}>0 Ω</strong>;
  if (result.kind === "resistor") return <strong className={styles.resultValue}>{formatNumber(result.ohms)} Ω</strong>;
  return null;
}

function ResultDetails({ result }: { result: ResistorResult }) {
  switch (result.kind) {
    case "invalid":
      return <span className={styles.resultProblem}>Popraw zaznaczone pola i oblicz ponownie.</span>;
    case "zero":
      return <span className={styles.resultNote}>Uzupełnij wszystkie trzy pola wartościami większymi od zera.</span>;
    case "forwardTooHigh":
      return (
        <span className={styles.resultProblem}>
          Dioda nie zaświeci: napięcie zasilania ({formatNumber(result.supply)} V) musi być wyższe od napięcia
          przewodzenia diody ({formatNumber(result.forward)} V). Podnieś napięcie zasilania albo połącz szeregowo mniej
          diod.
        </span>
      );
    case "resistor":
      return (
        <>
          <span className={styles.resultNote}>
            Najbliższy rezystor z szeregu E12 (równy lub większy): <strong>{formatResistance(result.e12)}</strong>
          </span>
          <span className={styles.resultNote}>
            Moc wydzielana na rezystorze: <strong>{formatNumber(result.powerMw)} mW</strong>
          </span>
        </>
      );
  }
}
