import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { ACCOUNT_INTENTS, ACCOUNT_MESSAGES, PASSWORD_MIN } from "../model.ts";
import { validatePasswordChange } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { PasswordField } from "./account-field.tsx";
import { AccountForm } from "./account-form.tsx";
import * as styles from "./account-details.css.ts";

export interface PasswordChangeFormProps {
  initialFailure?: string | null;
  onAnswer?: (result: IntentResult) => void;
  onCancel?: () => void;
}

export function PasswordChangeForm({ initialFailure, onAnswer, onCancel }: PasswordChangeFormProps) {
  const form = useAccountForm({
    intent: ACCOUNT_INTENTS.password,
    initial: { currentPassword: "", newPassword: "", repeat: "" },
    initialFailure,
    validate: validatePasswordChange,
    dropsAlso: (key, errors) =>
      key === "newPassword" && errors.repeat === ACCOUNT_MESSAGES.repeatDiffers ? ["repeat"] : [],
    onAnswer,
  });

  return (
    <AccountForm
      form={form}
      heading="Zmiana hasła"
      initialFocus="currentPassword"
      submitLabel="Zmień hasło"
      busyLabel="Zmienianie hasła…"
      secondary={{ label: "Anuluj", onClick: () => onCancel?.() }}
    >
      <p className={styles.note}>
        Po zmianie hasła zakończę Twoje sesje na wszystkich innych urządzeniach; ta przeglądarka pozostanie zalogowana.
      </p>
      <PasswordField {...form.field("currentPassword")} label="Obecne hasło" />
      <PasswordField
        {...form.field("newPassword")}
        label="Nowe hasło"
        isNew
        hint={`Co najmniej ${countNoun(PASSWORD_MIN, NOUNS.character)}.`}
      />
      <PasswordField {...form.field("repeat")} label="Powtórz nowe hasło" isNew />
    </AccountForm>
  );
}
