import { useEffect, useState } from "react";
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

  useEffect(() => {
    if (!confirmation) return;
    const timer = setTimeout(() => setConfirmation(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);

  if (confirmation) {
    return (
      // Focus moves here so it is not lost with the form that was just sent.
      <p className={styles.confirmation} role="status" tabIndex={-1} ref={focusOnMount}>
        <TickIcon size={44} className={styles.tick} />
        {confirmation}
      </p>
    );
  }
  if (session.user) {
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
    return (
      <RegistrationForm
        onSubmit={session.register}
        onSuccess={(login) => {
          setRegisteredLogin(login);
          setMode("login");
          setConfirmation("Zarejestrowano");
        }}
        onCancel={() => setMode("login")}
      />
    );
  }
  return (
    <LoginForm
      initialLogin={registeredLogin}
      onSubmit={session.logIn}
      onSuccess={() => setConfirmation("Zalogowano")}
      onRegister={() => setMode("register")}
      onClose={onClose}
    />
  );
}
