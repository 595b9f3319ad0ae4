import { Link } from "react-router";
import { RETURN_PARAM } from "#app/lib/return-path.ts";
import { ACCOUNT_INTENTS, FORGOT_PASSWORD_PATH, type LoginInput } from "../model.ts";
import { validateLogin } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { LoginField, PasswordField } from "./account-field.tsx";
import { AccountForm, buttonStyles, switchLineStyle } from "./account-form.tsx";

export interface LoginFormProps {
  initialLogin?: string;
  initialFailure?: string | null;
  fetcherKey?: string;
  /** The page to open once signed in; the action checks it is the site's own. */
  returnTo?: string | null;
  onSend?: (input: LoginInput) => void;
  onAnswer?: (result: IntentResult) => IntentResult | void;
  onRegister?: () => void;
  onClose?: () => void;
}

export function LoginForm({
  fetcherKey,
  returnTo,
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
    hidden: returnTo ? { [RETURN_PARAM]: returnTo } : undefined,
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
        <>
          <p className={switchLineStyle}>
            <Link to={FORGOT_PASSWORD_PATH} className={buttonStyles.link} onClick={() => onClose?.()}>
              Nie pamiętam hasła
            </Link>
          </p>
          {onRegister ? (
            <p className={switchLineStyle}>
              Nie masz konta?{" "}
              <button type="button" className={buttonStyles.link} onClick={onRegister}>
                Zarejestruj
              </button>
            </p>
          ) : null}
        </>
      }
    >
      <LoginField {...form.field("login")} />
      <PasswordField {...form.field("password")} />
    </AccountForm>
  );
}
