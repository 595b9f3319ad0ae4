import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LOGIN_MAX, LOGIN_MIN, PASSWORD_MIN, type RegistrationInput } from "../model.ts";
import type { ApiResult } from "../state/account-api.ts";
import { validateRegistration, type FieldErrors, type RegistrationDraft } from "../state/form-validation.ts";
import { AccountField } from "./account-field.tsx";
import { buttonStyles, FormActions, FormAlert, focusOnMount, formStyles, ViewHeading } from "./account-form.tsx";

export interface RegistrationFormProps {
  onSubmit: (input: RegistrationInput) => Promise<ApiResult<unknown>>;
  /** Called with the new account's login. */
  onSuccess: (login: string) => void;
  onCancel: () => void;
}

const EMPTY: RegistrationDraft = { login: "", email: "", password: "", repeat: "" };
const FIELD_ORDER = ["login", "email", "password", "repeat"] as const;

/** Registration mode of the account panel: login, e-mail, password twice, `Zarejestruj` and `Anuluj`. */
export function RegistrationForm({ onSubmit, onSuccess, onCancel }: RegistrationFormProps) {
  const [draft, setDraft] = useState<RegistrationDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegistrationDraft>>({});
  const [passwordsDiffer, setPasswordsDiffer] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const repeatId = useId();
  const loginInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    focusOnMount(loginInput.current);
  }, [loginInput]);

  const change = (key: keyof RegistrationDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const pair = key === "password" || key === "repeat";
    // Retyping either password starts the pair afresh, so `Błędne hasło` goes with the first keystroke.
    setErrors((current) => ({
      ...current,
      [key]: undefined,
      ...(pair && passwordsDiffer ? { repeat: undefined } : {}),
    }));
    if (pair) setPasswordsDiffer(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = validateRegistration(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setPasswordsDiffer(Boolean(checked.passwordsDiffer));
      if (checked.passwordsDiffer) {
        // Spec section 5: both password fields are cleared and nothing is sent.
        setDraft((current) => ({ ...current, password: "", repeat: "" }));
      }
      const first = FIELD_ORDER.find((key) => checked.errors[key]);
      const target = checked.passwordsDiffer && first === "repeat" ? "password" : first;
      const inputs = { login: loginInput, email: emailInput, password: passwordInput, repeat: repeatInput };
      if (target) inputs[target].current?.focus();
      return;
    }
    setBusy(true);
    const result = await onSubmit(checked.value);
    setBusy(false);
    if (result.ok) onSuccess(checked.value.login);
    else setFailure(result.error);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <ViewHeading>Rejestracja</ViewHeading>
      <AccountField
        ref={loginInput}
        label="Login"
        name="login"
        value={draft.login}
        onChange={change("login")}
        error={errors.login}
        hint={`Od ${LOGIN_MIN} do ${LOGIN_MAX} znaków.`}
        autoComplete="username"
      />
      <AccountField
        ref={emailInput}
        label="E-mail"
        name="email"
        type="email"
        value={draft.email}
        onChange={change("email")}
        error={errors.email}
        autoComplete="email"
      />
      <AccountField
        ref={passwordInput}
        label="Hasło"
        name="password"
        type="password"
        value={draft.password}
        onChange={change("password")}
        error={errors.password}
        invalid={passwordsDiffer}
        describedBy={passwordsDiffer ? `${repeatId}-error` : undefined}
        hint={`Co najmniej ${PASSWORD_MIN} znaków.`}
        autoComplete="new-password"
      />
      <AccountField
        ref={repeatInput}
        id={repeatId}
        label="Powtórz hasło"
        name="repeat"
        type="password"
        value={draft.repeat}
        onChange={change("repeat")}
        error={errors.repeat}
        autoComplete="new-password"
      />
      <FormAlert message={failure} />
      <FormActions busyLabel={busy ? "Rejestrowanie…" : null}>
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy || undefined}>
          Zarejestruj
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Anuluj
        </button>
      </FormActions>
    </form>
  );
}
