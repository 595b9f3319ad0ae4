import type { ReactNode } from "react";
import * as styles from "./editor-form.css.ts";

export interface OpenButtonProps {
  param: string;
  value: string;
  returnTo?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-disabled"?: boolean;
  buttonRef?: (button: HTMLButtonElement | null) => void;
  onClick: () => void;
  children: ReactNode;
}

// Before JavaScript the button loads the page with `?<param>=<value>`, which opens the same state on the server.
export function OpenButton({ param, value, returnTo, buttonRef, onClick, children, ...button }: OpenButtonProps) {
  return (
    <form method="get" action={returnTo ? `#${returnTo}` : undefined} className={styles.bare}>
      <button
        ref={buttonRef}
        type="submit"
        name={param}
        value={value}
        {...button}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      >
        {children}
      </button>
    </form>
  );
}
