import type { ReactNode } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
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

export const buttonStyles = { primary: styles.primary, secondary: styles.secondary, link: styles.link } as const;
export const formStyles = { form: styles.form, switchLine: styles.switchLine } as const;
