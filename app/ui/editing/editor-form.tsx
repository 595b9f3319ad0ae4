import { useId, useRef, type FormEvent, type ReactNode } from "react";
import type { useFetcher } from "react-router";
import { INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import { useFormTypedBeforeWaking } from "#app/ui/on-demand/typed-textareas.ts";
import * as styles from "./editor-form.css.ts";
import { RestoredNotice } from "./restored-notice.tsx";
import type { KeptForm } from "./use-kept-form.ts";

export interface EditorFormProps {
  label: string;
  intent: string;
  hidden?: Record<string, string>;
  Form: ReturnType<typeof useFetcher>["Form"];
  saving: boolean;
  error: string | null;
  submitLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  returnTo?: string;
  className?: string;
  /** For a control that names the refusal among its own descriptions. */
  errorId?: string;
  /** What was typed into the server's form before its code came, by field name: the draft takes it. */
  onTypedBeforeWaking?: (typed: Record<string, string>) => void;
  kept?: KeptForm;
  children: ReactNode;
}

export function EditorForm({
  label,
  intent,
  hidden = {},
  Form,
  saving,
  error,
  submitLabel = "Zapisz",
  onSubmit,
  onCancel,
  returnTo,
  className = styles.grid,
  errorId: givenErrorId,
  onTypedBeforeWaking,
  kept,
  children,
}: EditorFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFormTypedBeforeWaking(form, onTypedBeforeWaking);
  const ownErrorId = useId();
  const errorId = givenErrorId ?? ownErrorId;
  const cancelId = useId();
  return (
    <>
      <Form
        ref={form}
        method="post"
        className={className}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        preventScrollReset
        onInput={kept?.onInput}
        onSubmit={(event) => {
          if (saving) return event.preventDefault();
          kept?.onSubmit();
          onSubmit(event);
        }}
      >
        {kept?.guard}
        {kept?.restored ? <RestoredNotice onDiscard={kept.discard} /> : null}
        <input type="hidden" name={INTENT_FIELD} value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Busy, not disabled: a disabled button drops the focus, and a keyboard user's place with it. */}
          <button type="submit" className={styles.primary} aria-disabled={saving || undefined}>
            {saving ? "Zapisywanie…" : submitLabel}
          </button>
          <button
            type="submit"
            form={cancelId}
            formNoValidate
            className={styles.secondary}
            aria-disabled={saving || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!saving) onCancel();
            }}
          >
            Anuluj
          </button>
        </div>
      </Form>
      {/* Without JavaScript `Anuluj` loads the page without the editor. */}
      <form id={cancelId} method="get" action={returnTo ? `#${returnTo}` : undefined} hidden />
    </>
  );
}

export interface FieldProps {
  label: string;
  children: (id: string) => ReactNode;
  hint?: ReactNode;
}

export function Field({ label, children, hint }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

export function Refusal({ answer }: { answer: ActionAnswer | undefined }) {
  return answer && !answer.ok ? (
    <p className={styles.error} role="alert">
      {answer.error}
    </p>
  ) : null;
}
