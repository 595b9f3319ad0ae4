import { useId } from "react";
import type { ApiResult } from "#app/lib/api-client.ts";
import { LOGIN_MAX, LOGIN_MIN, MESSAGES, PASSWORD_MIN, type RegistrationInput } from "../model.ts";
import { validateRegistration } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import { AccountField, LoginField, PasswordField } from "./account-field.tsx";
import { AccountForm } from "./account-form.tsx";

export interface RegistrationFormProps {
  /** Creates the account; on success the panel replaces the form. */
  onSubmit: (input: RegistrationInput) => Promise<ApiResult<unknown>>;
  onCancel: () => void;
}

/** Registration mode of the account panel: login, e-mail, password twice, `Zarejestruj` and `Anuluj`. */
export function RegistrationForm({ onSubmit, onCancel }: RegistrationFormProps) {
  const repeatId = useId();
  const form = useAccountForm({
    initial: { login: "", email: "", password: "", repeat: "" },
    validate: validateRegistration,
    // Spec section 5: differing passwords empty both fields and nothing is sent.
    clearOnInvalid: (checked) => (checked.passwordsDiffer ? ["password", "repeat"] : []),
    // Retyping either password starts the pair afresh, so `Błędne hasło` goes with the first keystroke.
    dropsAlso: (key, errors) => (key === "password" && errors.repeat === MESSAGES.passwordsDiffer ? ["repeat"] : []),
    send: onSubmit,
  });
  const passwordsDiffer = form.errors.repeat === MESSAGES.passwordsDiffer;

  return (
    <AccountForm
      form={form}
      heading="Rejestracja"
      initialFocus="login"
      submitLabel="Zarejestruj"
      busyLabel="Rejestrowanie…"
      secondary={{ label: "Anuluj", onClick: onCancel }}
    >
      <LoginField {...form.field("login")} hint={`Od ${LOGIN_MIN} do ${LOGIN_MAX} znaków.`} />
      <AccountField label="E-mail" type="email" autoComplete="email" {...form.field("email")} />
      <PasswordField
        {...form.field("password")}
        isNew
        invalid={passwordsDiffer}
        describedBy={passwordsDiffer ? `${repeatId}-error` : undefined}
        hint={`Co najmniej ${PASSWORD_MIN} znaków.`}
      />
      <PasswordField {...form.field("repeat")} id={repeatId} label="Powtórz hasło" isNew />
    </AccountForm>
  );
}
