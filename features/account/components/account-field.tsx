import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { useTypedBeforeWaking } from "#app/ui/on-demand/use-typed-before-waking.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { PASSWORD_MIN } from "../model.ts";
import type { FieldBinding } from "../state/use-account-form.ts";
import { EyeIcon, EyeOffIcon } from "./account-icons.tsx";
import * as styles from "./account-field.css.ts";

export interface AccountFieldProps {
  id?: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  describedBy?: string;
  invalid?: boolean;
  hint?: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  ref?: Ref<HTMLInputElement>;
}

export function AccountField({
  id: givenId,
  label,
  name,
  value,
  onChange,
  error,
  describedBy,
  invalid,
  hint,
  type = "text",
  autoComplete,
  ref,
}: AccountFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);
  useTypedBeforeWaking(field, onChange);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [shown, setShown] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The hint states the rule the message repeats, so it steps aside while a message shows.
  const showHint = Boolean(hint) && !error;
  const described = [error ? errorId : null, describedBy, showHint ? hintId : null].filter(Boolean).join(" ");
  const isPassword = type === "password";

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={field}
          id={id}
          name={name}
          className={`${styles.input} ${isPassword ? styles.withToggle : ""}`}
          type={isPassword && shown ? "text" : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={described || undefined}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setShown(!shown)}
            aria-controls={id}
            aria-label={shown ? "ukryj hasło" : "pokaż hasło"}
            title={shown ? "ukryj hasło" : "pokaż hasło"}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type BoundFieldProps = FieldBinding & Pick<AccountFieldProps, "id" | "hint" | "invalid" | "describedBy">;

export function LoginField(props: BoundFieldProps) {
  return <AccountField label="Login" autoComplete="username" {...props} />;
}

// `isNew` on registration, so password managers offer to save it.
export function PasswordField({
  label = "Hasło",
  isNew = false,
  ...props
}: BoundFieldProps & { label?: string; isNew?: boolean }) {
  return (
    <AccountField label={label} type="password" autoComplete={isNew ? "new-password" : "current-password"} {...props} />
  );
}

/** A password change and the reset link's page: the new password under its rule, then once again. */
export function NewPasswordFields({ newPassword, repeat }: { newPassword: FieldBinding; repeat: FieldBinding }) {
  return (
    <>
      <PasswordField
        {...newPassword}
        label="Nowe hasło"
        isNew
        hint={`Co najmniej ${countNoun(PASSWORD_MIN, NOUNS.character)}.`}
      />
      <PasswordField {...repeat} label="Powtórz nowe hasło" isNew />
    </>
  );
}
