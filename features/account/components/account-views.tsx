import { useEffect, useState } from "react";
import type { LoginInput, RegistrationInput } from "../model.ts";
import type { AccountSession } from "../state/use-account-session.ts";
import { AccountDetails } from "./account-details.tsx";
import { focusOnMount } from "./account-form.tsx";
import { TickIcon } from "./account-icons.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import * as styles from "./account-views.css.ts";

/** How long `Zarejestrowano` and `Zalogowano` show (spec section 9, confirmations). */
export const CONFIRMATION_MS = 1000;

type Confirmation = "Zalogowano" | "Zarejestrowano";

export interface AccountViewsProps {
  session: AccountSession;
  onClose: () => void;
}

/** What the open panel shows: a confirmation, the logged-in user's own data, registration or login. */
export function AccountViews({ session, onClose }: AccountViewsProps) {
  const [mode, setMode] = useState<"login" | "register">("login");
  const [registeredLogin, setRegisteredLogin] = useState("");
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The root loader may have the new user before the login's own check is done: the form stays until then.
  const [loggingIn, setLoggingIn] = useState(false);
  // `Zalogowano` waits for the root loader's user, so the own data follows it directly.
  const waitingForUser = confirmation === "Zalogowano" && !session.user;

  useEffect(() => {
    if (!confirmation || waitingForUser) return;
    const timer = setTimeout(() => setConfirmation(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation, waitingForUser]);

  async function logIn(input: LoginInput) {
    setLoggingIn(true);
    const result = await session.logIn(input);
    setLoggingIn(false);
    if (result.ok) setConfirmation("Zalogowano");
    return result;
  }

  async function register(input: RegistrationInput) {
    const result = await session.register(input);
    if (result.ok) {
      setRegisteredLogin(input.login);
      setMode("login");
      setConfirmation("Zarejestrowano");
    }
    return result;
  }

  if (confirmation) {
    return (
      // Focus moves here so it is not lost with the form that was just sent.
      <p className={styles.confirmation} role="status" tabIndex={-1} ref={focusOnMount}>
        <TickIcon size={44} className={styles.tick} />
        {confirmation}
      </p>
    );
  }
  if (session.user && !loggingIn) {
    return (
      <AccountDetails
        user={session.user}
        email={session.email}
        onLoadEmail={session.loadEmail}
        onLogOut={session.logOut}
        onClose={onClose}
      />
    );
  }
  if (mode === "register") {
    return <RegistrationForm onSubmit={register} onCancel={() => setMode("login")} />;
  }
  return (
    <LoginForm
      initialLogin={registeredLogin}
      onSubmit={logIn}
      onRegister={() => setMode("register")}
      onClose={onClose}
    />
  );
}
