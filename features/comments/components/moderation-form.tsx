import type { ReactNode } from "react";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import { useModeration } from "../state/use-moderation.ts";

export interface ModerationFormProps {
  /** Left out when the form's buttons name their own intent. */
  intent?: string;
  id?: string;
  className?: string;
  onSubmit?: () => void;
  children: ReactNode;
}

/** A form of /Moderacja: posted to the page's action, through the page's one fetcher once JavaScript runs. */
export function ModerationForm({ intent, id, className, onSubmit, children }: ModerationFormProps) {
  const { Form, busy } = useModeration();
  return (
    <Form
      method="post"
      id={id}
      className={className}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else onSubmit?.();
      }}
    >
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      {children}
    </Form>
  );
}
