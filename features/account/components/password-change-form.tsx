import { ACCOUNT_INTENTS } from "../model.ts";
import { dropsDifferingRepeat, validatePasswordChange } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { NewPasswordFields, PasswordField } from "./account-field.tsx";
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
    dropsAlso: dropsDifferingRepeat,
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
      <NewPasswordFields newPassword={form.field("newPassword")} repeat={form.field("repeat")} />
    </AccountForm>
  );
}
