import type { ApiResult } from "#app/lib/api-client.ts";
import type { LoginInput } from "../model.ts";
import { validateLogin } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import { LoginField, PasswordField } from "./account-field.tsx";
import { AccountForm, buttonStyles, switchLineStyle } from "./account-form.tsx";

export interface LoginFormProps {
  /** The login to start with (just registered): focus then goes to the password. */
  initialLogin?: string;
  /** Logs in; on success the panel replaces the form. */
  onSubmit: (input: LoginInput) => Promise<ApiResult<unknown>>;
  onRegister: () => void;
  onClose: () => void;
}

/** Login mode of the account panel: login and password, `Zaloguj`, and the way to registration. */
export function LoginForm({ initialLogin = "", onSubmit, onRegister, onClose }: LoginFormProps) {
  const form = useAccountForm({
    initial: { login: initialLogin, password: "" },
    validate: validateLogin,
    send: onSubmit,
  });

  return (
    <AccountForm
      form={form}
      heading="Logowanie"
      initialFocus={initialLogin ? "password" : "login"}
      submitLabel="Zaloguj"
      busyLabel="Logowanie…"
      secondary={{ label: "Zamknij", onClick: onClose }}
      footer={
        <p className={switchLineStyle}>
          Nie masz konta?{" "}
          <button type="button" className={buttonStyles.link} onClick={onRegister}>
            Zarejestruj
          </button>
        </p>
      }
    >
      <LoginField {...form.field("login")} />
      <PasswordField {...form.field("password")} />
    </AccountForm>
  );
}
