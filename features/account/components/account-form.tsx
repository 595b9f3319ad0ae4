import { useEffect, type ReactNode } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import type { AccountFormState } from "../state/use-account-form.ts";
import * as styles from "./account-form.css.ts";

/**
 * Focuses an element as it appears. Before the dialog is shown the element cannot take focus, so `autofocus`
 * tells showModal() where to put it instead of on the first button.
 */
export function focusOnMount(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute("autofocus", "");
  element.focus();
}

/** The heading of one view of the panel (login, registration, own data). */
export function ViewHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  return (
    <h3 className={styles.heading} tabIndex={focus ? -1 : undefined} ref={focus ? focusOnMount : undefined}>
      {children}
    </h3>
  );
}

/** A failed request's message, in red and announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}

/** The row of buttons under a form; a spinner with a spoken label while a request is under way. */
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
  /** The field that takes the focus as the form appears. */
  initialFocus: K;
  submitLabel: string;
  /** Spoken while the request is under way. */
  busyLabel: string;
  /** The second button (`Zamknij`, `Anuluj`). */
  secondary: { label: string; onClick: () => void };
  children: ReactNode;
  /** Under the buttons. */
  footer?: ReactNode;
  /** The submit button warns: the action cannot be undone. */
  danger?: boolean;
}

/** The frame every form of the panel shares: heading, fields, the request's message and the two buttons. */
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
  useEffect(() => {
    focusOnMount(input(initialFocus));
  }, [input, initialFocus]);

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-busy={form.busy || undefined}>
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
        <button type="button" className={styles.secondary} onClick={secondary.onClick}>
          {secondary.label}
        </button>
      </FormActions>
      {footer}
    </form>
  );
}

export const buttonStyles = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  link: styles.link,
} as const;
export const switchLineStyle = styles.switchLine;
