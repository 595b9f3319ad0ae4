import { useState } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field, Refusal } from "#app/ui/editing/editor-form.tsx";
import { PREVIEW_DAYS } from "#features/catalog/index.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";

export interface PreviewLinkFormProps {
  id: string;
  active: boolean;
  actionData?: ActionAnswer;
}

function linkOf(data: unknown): string | null {
  const link = (data as { link?: unknown } | undefined)?.link;
  return typeof link === "string" ? link : null;
}

/** "Link podglądu": a signed link that shows the draft to whoever holds it, until it expires or is revoked. */
export function PreviewLinkForm({ id, active, actionData }: PreviewLinkFormProps) {
  const create = useFetcher<ActionAnswer>();
  const revoke = useFetcher<ActionAnswer>();
  // The later of the two forms decides what shows; without JavaScript only one answer comes back.
  const [last, setLast] = useState<"create" | "revoke" | null>(null);
  const made = answerFor(last === "revoke" ? undefined : (create.data ?? actionData), "model-preview-link");
  const revoked = answerFor(last === "create" ? undefined : (revoke.data ?? actionData), "model-preview-revoke");
  const link = made?.ok ? linkOf(made.data) : null;
  const on = !revoked?.ok && (link !== null || active);
  return (
    <div className={form.grid}>
      {link ? (
        <Field label={`Link podglądu (ważny ${countNoun(PREVIEW_DAYS, NOUNS.day)})`}>
          {(fieldId) => (
            <input
              id={fieldId}
              className={form.input}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </Field>
      ) : (
        <p className={form.hint} role={revoked?.ok ? "status" : undefined}>
          {revoked?.ok
            ? "Link podglądu wyłączony: żaden wydany link już nie działa."
            : on
              ? "Link podglądu jest włączony: wydane linki działają do wygaśnięcia."
              : `Link pokaże ten szkic każdemu, kto go dostanie, przez ${countNoun(PREVIEW_DAYS, NOUNS.day)}; wyszukiwarki go nie zapiszą.`}
        </p>
      )}
      <Refusal answer={made ?? revoked} />
      <div className={form.actions}>
        <create.Form method="post" className={form.bare} onSubmit={() => setLast("create")}>
          <input type="hidden" name={INTENT_FIELD} value="model-preview-link" />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={form.primary} aria-disabled={create.state !== "idle" || undefined}>
            {on ? "Nowy link podglądu" : "Utwórz link podglądu"}
          </button>
        </create.Form>
        {on ? (
          <revoke.Form method="post" className={form.bare} onSubmit={() => setLast("revoke")}>
            <input type="hidden" name={INTENT_FIELD} value="model-preview-revoke" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={form.secondary} aria-disabled={revoke.state !== "idle" || undefined}>
              Wyłącz link podglądu
            </button>
          </revoke.Form>
        ) : null}
      </div>
    </div>
  );
}
