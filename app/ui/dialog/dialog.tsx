import { Suspense, useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "../icons/control-icons.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import * as styles from "./dialog.css.ts";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  loadingLabel?: string;
}

export function Dialog({ open, title, onClose, children, className, loadingLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop is the dialog itself
    <dialog
      ref={ref}
      className={`${styles.root} ${className ?? ""}`}
      // The title is rendered only while open, and a reference to a missing id is invalid HTML.
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        // A native modal dialog lets Tab leave for the browser's own toolbar; wrap inside the panel instead.
        const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
          (element) => element.checkVisibility() && !element.closest("[inert]"),
        );
        const first = tabbable[0];
        const last = tabbable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Zamknij panel">
              <CloseIcon size={20} />
            </button>
          </div>
          <div className={styles.body}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label={loadingLabel} />
                </div>
              }
            >
              {children}
            </Suspense>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
