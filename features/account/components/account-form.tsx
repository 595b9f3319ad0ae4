import { createContext, use, useEffect, type FormEvent, type ReactNode } from "react";
import { INTENT_FIELD } from "#app/lib/action-answer.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { ACCOUNT_PATH } from "../state/use-intent.ts";
import type { AccountFormState } from "../state/use-account-form.ts";
import * as styles from "./account-form.css.ts";

// Before the dialog is shown the element cannot take focus: `autofocus` tells showModal() where to put it.
export function focusOnMount(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute("autofocus", "");
  element.focus();
}

export const OnAccountPage = createContext(false);

export function ViewHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const onPage = use(OnAccountPage);
  const Heading = onPage ? "h2" : "h3";
  const focused = focus && !onPage;
  return (
    <Heading className={styles.heading} tabIndex={focused ? -1 : undefined} ref={focused ? focusOnMount : undefined}>
      {children}
    </Heading>
  );
}

export function IntentForm({
  intent,
  Form,
  onSubmit,
  children,
  action = ACCOUNT_PATH,
}: {
  intent: string;
  Form: AccountFormState<string>["Form"];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  action?: string;
}) {
  return (
    <Form method="post" action={action} onSubmit={onSubmit} className={styles.inline}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}

export function FormActions({ children, busyLabel }: { children: ReactNode; busyLabel: string | null }) {
  return (
    <div className={styles.actions}>
      {children}
      {busyLabel ? <Spinner label={busyLabel} /> : null}
    </div>
  );
}

export interface AccountFormProps<K extends string> {
  form: AccountFormState<K>;
  heading: string;
  initialFocus: K;
  submitLabel: string;
  busyLabel: string;
  /** Shown in the dialog only: on a page the visitor leaves by a link. */
  secondary?: { label: string; onClick: () => void };
  children: ReactNode;
  footer?: ReactNode;
  danger?: boolean;
}

export function AccountForm<K extends string>({
  form,
  heading,
  initialFocus,
  submitLabel,
  busyLabel,
  secondary,
  children,
  footer,
  danger = false,
}: AccountFormProps<K>) {
  const { input } = form;
  const onPage = use(OnAccountPage);
  useEffect(() => {
    if (!onPage) focusOnMount(input(initialFocus));
  }, [input, initialFocus, onPage]);

  return (
    <form.Form
      method="post"
      action={form.action}
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-busy={form.busy || undefined}
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      {Object.entries(form.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ViewHeading>{heading}</ViewHeading>
      {children}
      <FormAlert message={form.failure} />
      <FormActions busyLabel={form.busy ? busyLabel : null}>
        <button
          type="submit"
          className={danger ? styles.danger : styles.primary}
          aria-disabled={form.busy || undefined}
        >
          {submitLabel}
        </button>
        {onPage || !secondary ? null : (
          <button type="button" className={styles.secondary} onClick={secondary.onClick}>
            {secondary.label}
          </button>
        )}
      </FormActions>
      {footer}
    </form.Form>
  );
}

export const buttonStyles = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  link: styles.link,
} as const;
export const switchLineStyle = styles.switchLine;
