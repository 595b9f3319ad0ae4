import { useEffect, useState } from "react";
import type { ApiResult } from "#app/lib/api-client.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import type { SessionUser } from "../model.ts";
import type { EmailState } from "../state/use-account-session.ts";
import { buttonStyles, FormActions, FormAlert, ViewHeading } from "./account-form.tsx";
import * as styles from "./account-details.css.ts";

export interface AccountDetailsProps {
  user: SessionUser;
  email: EmailState;
  onLoadEmail: () => void;
  onLogOut: () => Promise<ApiResult<unknown>>;
  onClose: () => void;
}

/** The logged-in state of the account panel: own data with the password masked, `Wyloguj` and `Zamknij`. */
export function AccountDetails({ user, email, onLoadEmail, onLogOut, onClose }: AccountDetailsProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailKnown = email.status === "known" && email.login === user.login;

  // The e-mail is not in the root loader's data: it comes from the start-up check or, failing that, is asked for now.
  const needsEmail = !emailKnown && email.status !== "loading" && email.status !== "failed";
  useEffect(() => {
    if (needsEmail) onLoadEmail();
  }, [needsEmail, onLoadEmail]);

  async function logOut() {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    const result = await onLogOut();
    // On success this view is replaced by the login form; only a failure needs this view's state.
    if (!result.ok) {
      setBusy(false);
      setFailure(result.error);
    }
  }

  return (
    <div className={styles.root}>
      <ViewHeading focus>Twoje konto</ViewHeading>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Login</dt>
          <dd className={styles.value}>{user.login}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.value}>
            {emailKnown ? (
              email.email
            ) : email.status === "failed" ? (
              <span className={styles.problem}>
                {email.error}{" "}
                <button type="button" className={buttonStyles.link} onClick={onLoadEmail}>
                  Spróbuj ponownie
                </button>
              </span>
            ) : (
              <span className={styles.muted}>wczytywanie…</span>
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Hasło</dt>
          <dd className={styles.value}>
            <span aria-hidden="true">•••••</span>
            <span className={visuallyHidden}>ukryte</span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Uprawnienia</dt>
          <dd className={styles.value}>{user.admin ? "administrator" : "użytkownik"}</dd>
        </div>
      </dl>
      <FormAlert message={failure} />
      <FormActions busyLabel={busy ? "Wylogowywanie…" : null}>
        <button type="button" className={buttonStyles.primary} onClick={logOut} aria-disabled={busy || undefined}>
          Wyloguj
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Zamknij
        </button>
      </FormActions>
    </div>
  );
}
