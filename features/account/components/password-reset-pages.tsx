import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { answerFor, typedValue, type AnswerOf } from "#app/lib/action-answer.ts";
import {
  ACCOUNT_INTENTS,
  CONFIRM_MESSAGES,
  CONFIRM_PARAM,
  FORGOT_PASSWORD_PATH,
  NEW_PASSWORD_PATH,
  RESET_INTENTS,
  RESET_MESSAGES,
} from "../model.ts";
import type { accountIntents, resetIntents } from "../server/adapters.server.ts";
import { dropsDifferingRepeat, validateNewPassword, validateResetRequest } from "../state/form-validation.ts";
import { useAccountForm } from "../state/use-account-form.ts";
import { ACCOUNT_PATH, useIntentSubmit } from "../state/use-intent.ts";
import { AccountField, NewPasswordFields } from "./account-field.tsx";
import { AccountForm, buttonStyles, FormActions, FormAlert, IntentForm, OnAccountPage } from "./account-form.tsx";
import * as details from "./account-details.css.ts";
import * as styles from "./account-page.css.ts";

function ResetPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <OnAccountPage value>
      <div className={styles.root}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.forms}>
          <section className={styles.card}>{children}</section>
        </div>
      </div>
    </OnAccountPage>
  );
}

function Done({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <p className={styles.notice} role="status">
        {text}
      </p>
      <p className={details.note}>{children}</p>
    </>
  );
}

/** What the two reset pages' action answers. */
export type ResetAnswer = AnswerOf<typeof resetIntents>;

export interface ForgotPasswordPageProps {
  /** The page action's answer after a post without JavaScript. */
  answer?: ResetAnswer;
}

export function ForgotPasswordPage({ answer }: ForgotPasswordPageProps) {
  const posted = answerFor(answer, RESET_INTENTS.request);
  const [sent, setSent] = useState(posted?.ok ?? false);
  const form = useAccountForm({
    intent: RESET_INTENTS.request,
    action: FORGOT_PASSWORD_PATH,
    initial: { login: typedValue(posted, "login") },
    initialFailure: posted && !posted.ok ? posted.error : null,
    validate: validateResetRequest,
    onAnswer: (result) => {
      if (result.ok) setSent(true);
    },
  });

  return (
    <ResetPage title="Nie pamiętam hasła">
      {sent ? (
        <Done text={RESET_MESSAGES.sent}>
          <Link to={ACCOUNT_PATH}>Wróć do logowania</Link>
        </Done>
      ) : (
        <AccountForm
          form={form}
          heading="Link do nowego hasła"
          initialFocus="login"
          submitLabel="Wyślij link"
          busyLabel="Wysyłanie linku…"
          footer={
            <p className={details.note}>
              Pamiętasz jednak? <Link to={ACCOUNT_PATH}>Zaloguj się</Link>
            </p>
          }
        >
          <p className={details.note}>
            Podaj login albo e-mail swojego konta. Na adres e-mail konta wyślę link, pod którym ustawisz nowe hasło.
          </p>
          <AccountField label="Login lub e-mail" autoComplete="username" {...form.field("login")} />
        </AccountForm>
      )}
    </ResetPage>
  );
}

export interface NewPasswordPageProps {
  /** From the link's `?t=`. */
  token: string;
  answer?: ResetAnswer;
}

export function NewPasswordPage({ token, answer }: NewPasswordPageProps) {
  const posted = answerFor(answer, RESET_INTENTS.reset);
  const [done, setDone] = useState(posted?.ok ?? false);
  const form = useAccountForm({
    intent: RESET_INTENTS.reset,
    action: `${NEW_PASSWORD_PATH}?t=${encodeURIComponent(token)}`,
    initial: { newPassword: "", repeat: "" },
    initialFailure: posted && !posted.ok ? posted.error : null,
    validate: (draft) => validateNewPassword(token, draft),
    dropsAlso: dropsDifferingRepeat,
    onAnswer: (result) => {
      if (result.ok) setDone(true);
    },
  });
  const askAgain = <Link to={FORGOT_PASSWORD_PATH}>Poproś o nowy link</Link>;

  if (!token) {
    return (
      <ResetPage title="Nowe hasło">
        <p className={details.problem} role="alert">
          {RESET_MESSAGES.linkMissing}
        </p>
        <p className={details.note}>{askAgain}</p>
      </ResetPage>
    );
  }
  return (
    <ResetPage title="Nowe hasło">
      {done ? (
        <Done text={RESET_MESSAGES.done}>
          <Link to={ACCOUNT_PATH}>Przejdź do logowania</Link>
        </Done>
      ) : (
        <AccountForm
          form={form}
          heading="Ustaw nowe hasło"
          initialFocus="newPassword"
          submitLabel="Zapisz nowe hasło"
          busyLabel="Zapisywanie hasła…"
          footer={form.failure ? <p className={details.note}>{askAgain}</p> : null}
        >
          <input type="hidden" name="token" value={token} />
          <p className={details.note}>
            Po zapisaniu nowego hasła zakończę wszystkie sesje tego konta, także na innych urządzeniach.
          </p>
          <NewPasswordFields newPassword={form.field("newPassword")} repeat={form.field("repeat")} />
        </AccountForm>
      )}
    </ResetPage>
  );
}

export interface ConfirmEmailPageProps {
  /** From the link's `?potwierdz=`. */
  token: string;
  answer?: AnswerOf<ReturnType<typeof accountIntents>>;
}

/** A button, not the link itself, confirms: a mail scanner opening the link changes nothing. */
export function ConfirmEmailPage({ token, answer }: ConfirmEmailPageProps) {
  const posted = answerFor(answer, ACCOUNT_INTENTS.confirm);
  const [done, setDone] = useState(posted?.ok ?? false);
  const [failure, setFailure] = useState(posted && !posted.ok ? posted.error : null);
  const action = `${ACCOUNT_PATH}?${CONFIRM_PARAM}=${encodeURIComponent(token)}`;
  const { fetcher, send, busy } = useIntentSubmit(undefined, action);
  const account = <Link to={ACCOUNT_PATH}>Przejdź do konta</Link>;

  if (done) {
    return (
      <ResetPage title="Potwierdzenie adresu">
        <Done text={CONFIRM_MESSAGES.done}>{account}</Done>
      </ResetPage>
    );
  }
  return (
    <ResetPage title="Potwierdzenie adresu">
      {token ? (
        <IntentForm
          intent={ACCOUNT_INTENTS.confirm}
          action={action}
          Form={fetcher.Form}
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            setFailure(null);
            void send(ACCOUNT_INTENTS.confirm, { token }).then((result) => {
              if (result.ok) setDone(true);
              else setFailure(result.error);
            });
          }}
        >
          <input type="hidden" name="token" value={token} />
          <p className={details.note}>Potwierdź, że ten adres e-mail należy do Ciebie.</p>
          <FormActions busyLabel={busy ? "Potwierdzanie…" : null}>
            <button type="submit" className={buttonStyles.primary} aria-disabled={busy || undefined}>
              Potwierdź adres
            </button>
          </FormActions>
        </IntentForm>
      ) : null}
      <FormAlert message={token ? failure : CONFIRM_MESSAGES.linkMissing} />
      {failure || !token ? <p className={details.note}>{account}</p> : null}
    </ResetPage>
  );
}
