import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { answerFor, typedValue, type ActionAnswer, type AnswerOf } from "#app/lib/action-answer.ts";
import {
  ACCOUNT_INTENTS,
  CONFIRM_MESSAGES,
  type AccountIntent,
  type AccountUser,
  type OwnerMenuData,
} from "../model.ts";
import type { accountIntents } from "../server/adapters.server.ts";
import { COOKIE_REFUSED } from "../state/use-account-session.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { AccountDeletionForm } from "./account-deletion-form.tsx";
import { AccountDetails } from "./account-details.tsx";
import { OnAccountPage } from "./account-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import * as styles from "./account-page.css.ts";

const DONE: Record<AccountIntent, string> = {
  [ACCOUNT_INTENTS.login]: "Zalogowano",
  [ACCOUNT_INTENTS.register]: "Zarejestrowano. Możesz się teraz zalogować.",
  [ACCOUNT_INTENTS.logout]: "Wylogowano",
  [ACCOUNT_INTENTS.password]: "Hasło zmienione",
  [ACCOUNT_INTENTS.endSessions]: "Wylogowano ze wszystkich urządzeń",
  [ACCOUNT_INTENTS.delete]: "Konto usunięte",
  [ACCOUNT_INTENTS.confirmationLink]: CONFIRM_MESSAGES.sent,
  [ACCOUNT_INTENTS.confirm]: CONFIRM_MESSAGES.done,
};

/** What /Konto's action answers: one of its forms' results, or a refusal. */
export type AccountAnswer = AnswerOf<ReturnType<typeof accountIntents>>;

export interface AccountPageProps {
  user: AccountUser | null;
  answer?: AccountAnswer;
  owner?: OwnerMenuData | null;
  /** A same-site page the sign-in returns to (`?powrot=`). */
  returnTo?: string | null;
}

const PAGE_FETCHERS = { login: "konto-page-login", delete: "konto-page-delete" } as const;

function refusal(answer: AccountAnswer | undefined, intent: AccountIntent | AccountIntent[]): string | null {
  const own = answerFor(answer, intent);
  return own && !own.ok ? own.error : null;
}

function Card({ children }: { children: ReactNode }) {
  return <section className={styles.card}>{children}</section>;
}

export function AccountPage({ user, answer, owner, returnTo }: AccountPageProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const latestUser = useRef(user);
  useLayoutEffect(() => {
    latestUser.current = user;
  }, [user]);
  // A login or deletion replaces its own form: the page keeps the form's fetcher, so the answer is still shown.
  const loggedIn = useFetcher<ActionAnswer>({ key: PAGE_FETCHERS.login }).data;
  const deleted = useFetcher<ActionAnswer>({ key: PAGE_FETCHERS.delete }).data;
  const shown =
    notice ??
    (user && loggedIn?.ok ? DONE[ACCOUNT_INTENTS.login] : null) ??
    (!user && deleted?.ok ? DONE[ACCOUNT_INTENTS.delete] : null) ??
    (answer?.ok ? DONE[answer.intent] : null);
  const login = answerFor(answer, ACCOUNT_INTENTS.login);
  const registration = answerFor(answer, ACCOUNT_INTENTS.register);
  const done = (text: string) => (result: IntentResult) => {
    if (result.ok) setNotice(text);
  };

  return (
    <OnAccountPage value>
      <div className={styles.root}>
        <h1 className={styles.title}>Konto</h1>
        <p className={styles.notice} role="status">
          {shown}
        </p>
        {user ? (
          <div className={styles.forms}>
            <Card>
              <AccountDetails
                user={user}
                owner={owner}
                initialFailure={refusal(answer, [ACCOUNT_INTENTS.logout, ACCOUNT_INTENTS.endSessions])}
              />
            </Card>
            <Card>
              <PasswordChangeForm
                initialFailure={refusal(answer, ACCOUNT_INTENTS.password)}
                onAnswer={done(DONE[ACCOUNT_INTENTS.password])}
              />
            </Card>
            {user.admin ? null : (
              <Card>
                <AccountDeletionForm
                  fetcherKey={PAGE_FETCHERS.delete}
                  login={user.login}
                  initialFailure={refusal(answer, ACCOUNT_INTENTS.delete)}
                />
              </Card>
            )}
          </div>
        ) : (
          <div className={styles.forms}>
            <Card>
              <LoginForm
                fetcherKey={PAGE_FETCHERS.login}
                returnTo={returnTo}
                initialLogin={typedValue(login, "login")}
                initialFailure={refusal(answer, ACCOUNT_INTENTS.login)}
                onAnswer={(result) => {
                  if (!result.ok) return result;
                  if (latestUser.current) return;
                  return { ok: false, status: 401, error: COOKIE_REFUSED };
                }}
              />
            </Card>
            <Card>
              <RegistrationForm
                initial={{ login: typedValue(registration, "login"), email: typedValue(registration, "email") }}
                initialFailure={refusal(answer, ACCOUNT_INTENTS.register)}
                onAnswer={done(DONE[ACCOUNT_INTENTS.register])}
              />
            </Card>
          </div>
        )}
      </div>
    </OnAccountPage>
  );
}
