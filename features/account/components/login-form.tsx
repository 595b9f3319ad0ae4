import { useEffect, useRef, useState, type FormEvent } from "react";
import type { LoginInput } from "../model.ts";
import type { ApiResult } from "../state/account-api.ts";
import { validateLogin, type FieldErrors, type LoginDraft } from "../state/form-validation.ts";
import { AccountField } from "./account-field.tsx";
import { buttonStyles, FormActions, FormAlert, focusOnMount, formStyles, ViewHeading } from "./account-form.tsx";

export interface LoginFormProps {
  /** The login to start with (just registered): focus then goes to the password. */
  initialLogin?: string;
  onSubmit: (input: LoginInput) => Promise<ApiResult<unknown>>;
  onSuccess: () => void;
  onRegister: () => void;
  onClose: () => void;
}

/** Login mode of the account panel: login and password, `Zaloguj`, and the way to registration. */
export function LoginForm({ initialLogin = "", onSubmit, onSuccess, onRegister, onClose }: LoginFormProps) {
  const [draft, setDraft] = useState<LoginDraft>({ login: initialLogin, password: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loginInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    focusOnMount((initialLogin ? passwordInput : loginInput).current);
  }, [initialLogin]);

  const change = (key: keyof LoginDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateLogin(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(null);
      (checked.errors.login ? loginInput : passwordInput).current?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    const result = await onSubmit(checked.value);
    setBusy(false);
    if (result.ok) onSuccess();
    else setFailure(result.error);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <ViewHeading>Logowanie</ViewHeading>
      <AccountField
        ref={loginInput}
        label="Login"
        name="login"
        value={draft.login}
        onChange={change("login")}
        error={errors.login}
        autoComplete="username"
      />
      <AccountField
        ref={passwordInput}
        label="Hasło"
        name="password"
        type="password"
        value={draft.password}
        onChange={change("password")}
        error={errors.password}
        autoComplete="current-password"
      />
      <FormAlert message={failure} />
      <FormActions busyLabel={busy ? "Logowanie…" : null}>
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy || undefined}>
          Zaloguj
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Zamknij
        </button>
      </FormActions>
      <p className={formStyles.switchLine}>
        Nie masz konta?{" "}
        <button type="button" className={buttonStyles.link} onClick={onRegister}>
          Zarejestruj
        </button>
      </p>
    </form>
  );
}
