import { use, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import {
  ACCOUNT_INTENTS,
  CONFIRM_MESSAGES,
  EXPORT_FILE_NAME,
  PRIVACY_PATH,
  type AccountUser,
  type OwnerMenuData,
} from "../model.ts";
import { OWN_DATA_PATH } from "../state/use-account-session.ts";
import { useIntentSubmit } from "../state/use-intent.ts";
import { buttonStyles, FormActions, FormAlert, IntentForm, OnAccountPage, ViewHeading } from "./account-form.tsx";
import { OwnerMenuOnDemand } from "./owner-menu-on-demand.tsx";
import * as styles from "./account-details.css.ts";

export interface AccountDetailsProps {
  user: AccountUser;
  initialFailure?: string | null;
  /** The admin's menu of the owner's pages; absent for everyone else. */
  owner?: OwnerMenuData | null;
  onOpen?: (view: "password" | "delete") => void;
  onClose?: () => void;
}

/** Without JavaScript the page's own notice shows the answer; with it, this line does. */
function UnconfirmedEmail() {
  const resend = useIntentSubmit();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      <span className={styles.problem}>{`(${CONFIRM_MESSAGES.unconfirmed})`}</span>
      <IntentForm
        intent={ACCOUNT_INTENTS.confirmationLink}
        Form={resend.fetcher.Form}
        onSubmit={(event) => {
          event.preventDefault();
          if (resend.busy) return;
          void resend
            .send(ACCOUNT_INTENTS.confirmationLink)
            .then((result) =>
              setAnswer(result.ok ? { ok: true, text: CONFIRM_MESSAGES.sent } : { ok: false, text: result.error }),
            );
        }}
      >
        <button type="submit" className={buttonStyles.secondary} aria-disabled={resend.busy || undefined}>
          Wyślij link potwierdzający
        </button>
      </IntentForm>
      {answer ? (
        <span className={answer.ok ? styles.muted : styles.problem} role={answer.ok ? "status" : "alert"}>
          {answer.text}
        </span>
      ) : null}
    </>
  );
}

const BUSY_LABELS = { one: "Wylogowywanie…", all: "Wylogowywanie ze wszystkich urządzeń…" } as const;

export function AccountDetails({ user, initialFailure = null, owner, onOpen, onClose }: AccountDetailsProps) {
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const manageId = useId();
  const onPage = use(OnAccountPage);
  const one = useIntentSubmit();
  const all = useIntentSubmit();
  const busy: keyof typeof BUSY_LABELS | null = one.busy ? "one" : all.busy ? "all" : null;

  async function logOut(event: FormEvent, which: keyof typeof BUSY_LABELS) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = await (which === "one" ? one.send(ACCOUNT_INTENTS.logout) : all.send(ACCOUNT_INTENTS.endSessions));
    if (!result.ok) setFailure(result.error);
  }

  return (
    <div className={styles.root}>
      <ViewHeading focus>Twoje konto</ViewHeading>
      {user.admin && owner ? <OwnerMenuOnDemand held={owner.held} onNavigate={onClose} /> : null}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Login</dt>
          <dd className={styles.value}>{user.login}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.value}>
            {user.email}
            {user.emailConfirmed ? null : <UnconfirmedEmail />}
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
          {onPage ? null : (
            <button type="button" className={buttonStyles.secondary} onClick={() => onOpen?.("password")}>
              Zmień hasło
            </button>
          )}
          <IntentForm
            intent={ACCOUNT_INTENTS.endSessions}
            Form={all.fetcher.Form}
            onSubmit={(event) => void logOut(event, "all")}
          >
            <button type="submit" className={buttonStyles.secondary} aria-disabled={busy !== null || undefined}>
              Wyloguj ze wszystkich urządzeń
            </button>
          </IntentForm>
          <a
            className={`${buttonStyles.secondary} ${styles.buttonLink}`}
            href={OWN_DATA_PATH}
            download={EXPORT_FILE_NAME}
          >
            Pobierz moje dane
          </a>
          {user.admin || onPage ? null : (
            <button type="button" className={buttonStyles.danger} onClick={() => onOpen?.("delete")}>
              Usuń konto
            </button>
          )}
        </div>
        <p className={styles.note}>
          {user.admin ? "Konto administratora usuwa się narzędziem administracyjnym, nie z panelu. " : null}
          Co przechowuję, po co i jak długo, opisuję na stronie{" "}
          <Link to={PRIVACY_PATH} onClick={onClose}>
            Prywatność
          </Link>
          .
        </p>
      </section>
      <FormAlert message={failure} />
      <FormActions busyLabel={busy ? BUSY_LABELS[busy] : null}>
        <IntentForm
          intent={ACCOUNT_INTENTS.logout}
          Form={one.fetcher.Form}
          onSubmit={(event) => void logOut(event, "one")}
        >
          <button type="submit" className={buttonStyles.primary} aria-disabled={busy !== null || undefined}>
            Wyloguj
          </button>
        </IntentForm>
        {onPage ? null : (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Zamknij
          </button>
        )}
      </FormActions>
    </div>
  );
}
