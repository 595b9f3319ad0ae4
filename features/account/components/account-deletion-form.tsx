import type { ApiResult } from "#app/lib/api-client.ts";
import { EXPORT_FILE_NAME, type AccountDeletionInput } from "../model.ts";
import { validateDeletion } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import { OWN_DATA_PATH } from "../state/use-account-session.ts";
import { PasswordField } from "./account-field.tsx";
import { AccountForm } from "./account-form.tsx";
import * as styles from "./account-details.css.ts";

export interface AccountDeletionFormProps {
  login: string;
  /** On success the session is gone and the panel says so. */
  onSubmit: (input: AccountDeletionInput) => Promise<ApiResult<unknown>>;
  onCancel: () => void;
}

/** Says what goes for good and asks for the password (docs/decisions/014). */
export function AccountDeletionForm({ login, onSubmit, onCancel }: AccountDeletionFormProps) {
  const form = useAccountForm({ initial: { password: "" }, validate: validateDeletion, send: onSubmit });

  return (
    <AccountForm
      form={form}
      heading="Usuwanie konta"
      initialFocus="password"
      submitLabel="Usuń konto na zawsze"
      busyLabel="Usuwanie konta…"
      secondary={{ label: "Anuluj", onClick: onCancel }}
      danger
    >
      <div className={styles.warning}>
        <p>
          <strong>Tego nie można cofnąć.</strong> Usunięte zostaną: konto <strong>{login}</strong> z adresem e-mail i
          hasłem, wszystkie jego sesje, Twoje komentarze i polubienia.
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
