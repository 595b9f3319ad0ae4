import { ACCOUNT_INTENTS, EXPORT_FILE_NAME } from "../model.ts";
import { validateDeletion } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import { OWN_DATA_PATH } from "../state/use-account-session.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { PasswordField } from "./account-field.tsx";
import { AccountForm } from "./account-form.tsx";
import * as styles from "./account-details.css.ts";

export interface AccountDeletionFormProps {
  login: string;
  initialFailure?: string | null;
  fetcherKey?: string;
  onSend?: () => void;
  onAnswer?: (result: IntentResult) => void;
  onCancel?: () => void;
}

export function AccountDeletionForm({
  fetcherKey,
  login,
  initialFailure,
  onSend,
  onAnswer,
  onCancel,
}: AccountDeletionFormProps) {
  const form = useAccountForm({
    intent: ACCOUNT_INTENTS.delete,
    initial: { password: "" },
    fetcherKey,
    initialFailure,
    validate: validateDeletion,
    onSend,
    onAnswer,
  });

  return (
    <AccountForm
      form={form}
      heading="Usuwanie konta"
      initialFocus="password"
      submitLabel="Usuń konto na zawsze"
      busyLabel="Usuwanie konta…"
      secondary={{ label: "Anuluj", onClick: () => onCancel?.() }}
      danger
    >
      <div className={styles.warning}>
        <p>
          <strong>Tego nie można cofnąć.</strong> Usunę konto <strong>{login}</strong> z adresem e-mail i hasłem,
          wszystkie jego sesje, Twoje komentarze z ich polubieniami i Twoje polubienia cudzych komentarzy.
        </p>
        <p>
          Jeśli chcesz zachować swoje komentarze, najpierw{" "}
          <a href={OWN_DATA_PATH} download={EXPORT_FILE_NAME}>
            pobierz swoje dane
          </a>
          .
        </p>
      </div>
      <PasswordField {...form.field("password")} label="Hasło do potwierdzenia" />
    </AccountForm>
  );
}
