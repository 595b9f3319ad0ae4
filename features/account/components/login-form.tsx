import { ACCOUNT_INTENTS, type LoginInput } from "../model.ts";
import { validateLogin } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { LoginField, PasswordField } from "./account-field.tsx";
import { AccountForm, buttonStyles, switchLineStyle } from "./account-form.tsx";

export interface LoginFormProps {
  /** The login to start with (just registered, or typed before a refusal): focus then goes to the password. */
  initialLogin?: string;
  initialFailure?: string | null;
  fetcherKey?: string;
  onSend?: (input: LoginInput) => void;
  /** On success the panel replaces the form; a success may still be shown as a failure (a refused cookie). */
  onAnswer?: (result: IntentResult) => IntentResult | void;
  /** The way to registration; none on the /Konto page, which shows both forms. */
  onRegister?: () => void;
  onClose?: () => void;
}

/** Login mode of the account panel: login and password, `Zaloguj`, and the way to registration. */
export function LoginForm({
  fetcherKey,
  initialLogin = "",
  initialFailure,
  onSend,
  onAnswer,
  onRegister,
  onClose,
}: LoginFormProps) {
  const form = useAccountForm({
    intent: ACCOUNT_INTENTS.login,
    initial: { login: initialLogin, password: "" },
    fetcherKey,
    initialFailure,
    validate: validateLogin,
    settled: true,
    onSend,
    onAnswer,
  });

  return (
    <AccountForm
      form={form}
      heading="Logowanie"
      initialFocus={initialLogin ? "password" : "login"}
      submitLabel="Zaloguj"
      busyLabel="Logowanie…"
      secondary={{ label: "Zamknij", onClick: () => onClose?.() }}
      footer={
        onRegister ? (
          <p className={switchLineStyle}>
            Nie masz konta?{" "}
            <button type="button" className={buttonStyles.link} onClick={onRegister}>
              Zarejestruj
            </button>
          </p>
        ) : null
      }
    >
      <LoginField {...form.field("login")} />
      <PasswordField {...form.field("password")} />
    </AccountForm>
  );
}
