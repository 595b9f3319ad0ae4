import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useId } from "react";
import { Link } from "react-router";
import {
  ACCOUNT_INTENTS,
  LOGIN_MAX,
  LOGIN_MIN,
  MESSAGES,
  PASSWORD_MIN,
  PRIVACY_PATH,
  type RegistrationInput,
} from "../model.ts";
import { validateRegistration } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { AccountField, LoginField, PasswordField } from "./account-field.tsx";
import { AccountForm, switchLineStyle } from "./account-form.tsx";

export interface RegistrationFormProps {
  initial?: { login: string; email: string };
  initialFailure?: string | null;
  onAnswer?: (result: IntentResult, input: RegistrationInput) => void;
  onCancel?: () => void;
  /** Closes the dialog the form is in when the privacy link is followed. */
  onClose?: () => void;
}

export function RegistrationForm({ initial, initialFailure, onAnswer, onCancel, onClose }: RegistrationFormProps) {
  const repeatId = useId();
  const form = useAccountForm({
    intent: ACCOUNT_INTENTS.register,
    initial: { login: initial?.login ?? "", email: initial?.email ?? "", password: "", repeat: "" },
    initialFailure,
    validate: validateRegistration,
    // Spec section 5: differing passwords empty both fields and nothing is sent.
    clearOnInvalid: (checked) => (checked.passwordsDiffer ? ["password", "repeat"] : []),
    dropsAlso: (key, errors) => (key === "password" && errors.repeat === MESSAGES.passwordsDiffer ? ["repeat"] : []),
    onAnswer,
  });
  const passwordsDiffer = form.errors.repeat === MESSAGES.passwordsDiffer;

  return (
    <AccountForm
      form={form}
      heading="Rejestracja"
      initialFocus="login"
      submitLabel="Zarejestruj"
      busyLabel="Rejestrowanie…"
      secondary={{ label: "Anuluj", onClick: () => onCancel?.() }}
      footer={
        <p className={switchLineStyle}>
          Co przechowuję o koncie, po co i jak długo, opisuję na stronie{" "}
          <Link to={PRIVACY_PATH} onClick={() => onClose?.()}>
            Prywatność
          </Link>
          .
        </p>
      }
    >
      <LoginField {...form.field("login")} hint={`Od ${LOGIN_MIN} do ${LOGIN_MAX} znaków.`} />
      <AccountField label="E-mail" type="email" autoComplete="email" {...form.field("email")} />
      <PasswordField
        {...form.field("password")}
        isNew
        invalid={passwordsDiffer}
        describedBy={passwordsDiffer ? `${repeatId}-error` : undefined}
        hint={`Co najmniej ${countNoun(PASSWORD_MIN, NOUNS.character)}.`}
      />
      <PasswordField {...form.field("repeat")} id={repeatId} label="Powtórz hasło" isNew />
    </AccountForm>
  );
}
