import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { ApiResult } from "#app/lib/api-client.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { EXPORT_FILE_NAME, type SessionUser } from "../model.ts";
import { OWN_DATA_PATH, type EmailState } from "../state/use-account-session.ts";
import { buttonStyles, FormActions, FormAlert, ViewHeading } from "./account-form.tsx";
import * as styles from "./account-details.css.ts";

export interface AccountDetailsProps {
  user: SessionUser;
  email: EmailState;
  onLoadEmail: () => void;
  onLogOut: () => Promise<ApiResult<unknown>>;
  onLogOutEverywhere: () => Promise<ApiResult<unknown>>;
  /** Opens the password change or the deletion form in place of this view. */
  onOpen: (view: "password" | "delete") => void;
  onClose: () => void;
}

/** Where the privacy note lives (its page belongs to the articles feature, which account does not import). */
const PRIVACY_PATH = "/Prywatnosc";

const BUSY_LABELS = { one: "Wylogowywanie…", all: "Wylogowywanie ze wszystkich urządzeń…" } as const;

/**
 * The logged-in state of the account panel: own data with the password masked; the account's own life (password,
 * sign out everywhere, the data export, deletion); `Wyloguj` and `Zamknij`.
 */
export function AccountDetails({
  user,
  email,
  onLoadEmail,
  onLogOut,
  onLogOutEverywhere,
  onOpen,
  onClose,
}: AccountDetailsProps) {
  const [busy, setBusy] = useState<keyof typeof BUSY_LABELS | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const manageId = useId();
  const emailKnown = email.status === "known" && email.login === user.login;

  // The e-mail is not in the root loader's data: it comes from the start-up check or, failing that, is asked for now.
  const needsEmail = !emailKnown && email.status !== "loading" && email.status !== "failed";
  useEffect(() => {
    if (needsEmail) onLoadEmail();
  }, [needsEmail, onLoadEmail]);

  async function logOut(which: keyof typeof BUSY_LABELS) {
    if (busy) return;
    setFailure(null);
    setBusy(which);
    const result = await (which === "one" ? onLogOut() : onLogOutEverywhere());
    // On success this view is replaced by the login form; only a failure needs this view's state.
    if (!result.ok) {
      setBusy(null);
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
      <section className={styles.manage} aria-labelledby={manageId}>
        <h4 id={manageId} className={styles.subheading}>
          Bezpieczeństwo i dane
        </h4>
        <div className={styles.manageActions}>
          <button type="button" className={buttonStyles.secondary} onClick={() => onOpen("password")}>
            Zmień hasło
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void logOut("all")}
            aria-disabled={busy !== null || undefined}
          >
            Wyloguj ze wszystkich urządzeń
          </button>
          <a
            className={`${buttonStyles.secondary} ${styles.buttonLink}`}
            href={OWN_DATA_PATH}
            download={EXPORT_FILE_NAME}
          >
            Pobierz moje dane
          </a>
          {user.admin ? null : (
            <button type="button" className={buttonStyles.danger} onClick={() => onOpen("delete")}>
              Usuń konto
            </button>
          )}
        </div>
        <p className={styles.note}>
          {user.admin ? "Konto administratora usuwa się narzędziem administracyjnym, nie z panelu. " : null}
          Co przechowujemy, po co i jak długo, opisuje strona{" "}
          <Link to={PRIVACY_PATH} onClick={onClose}>
            Prywatność
          </Link>
          .
        </p>
      </section>
      <FormAlert message={failure} />
      <FormActions busyLabel={busy ? BUSY_LABELS[busy] : null}>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => void logOut("one")}
          aria-disabled={busy !== null || undefined}
        >
          Wyloguj
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Zamknij
        </button>
      </FormActions>
    </div>
  );
}
