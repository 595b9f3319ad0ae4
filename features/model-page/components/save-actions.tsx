import type { ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";

/** The end of an owner's form that stays open: its refusal, its save button (busy while posting) and "Zapisano.". */
export function SaveActions({
  answer,
  busy,
  label,
}: {
  answer: ActionAnswer | undefined;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <Refusal answer={answer} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} aria-disabled={busy || undefined}>
          {busy ? "Zapisywanie…" : label}
        </button>
      </div>
      {answer?.ok ? <p role="status">Zapisano.</p> : null}
    </>
  );
}
