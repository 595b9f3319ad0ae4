import { useId, type ReactNode } from "react";
import * as box from "./info-box.css.ts";
import * as styles from "./editor-form.css.ts";

export interface EditorFormProps {
  /** The form's accessible name, e.g. "Nowa aktualizacja". */
  label: string;
  saving: boolean;
  error: string | null;
  submitLabel?: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The shell of every in-place editor beside the info box's own: fields, the refusal, `Zapisz` and `Anuluj`. */
export function EditorForm({
  label,
  saving,
  error,
  submitLabel = "Zapisz",
  onSubmit,
  onCancel,
  children,
}: EditorFormProps) {
  const errorId = useId();
  return (
    <form
      className={styles.grid}
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error ? (
        <p id={errorId} className={box.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={box.actions}>
        <button type="submit" className={box.primary} disabled={saving}>
          {saving ? "Zapisywanie…" : submitLabel}
        </button>
        <button type="button" className={box.secondary} disabled={saving} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}

export interface FieldProps {
  label: string;
  children: (id: string) => ReactNode;
  hint?: ReactNode;
}

/** A labelled field: the label points at the control the render function draws with the given id. */
export function Field({ label, children, hint }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={box.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className={box.hint}>{hint}</p> : null}
    </div>
  );
}

export { styles as editorStyles, box as editorBox };
