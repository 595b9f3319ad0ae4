import { useEffect, useState } from "react";
import type { AccountDeletionInput, LoginInput, PasswordChangeInput, RegistrationInput } from "../model.ts";
import type { AccountSession } from "../state/use-account-session.ts";
import { AccountDeletionForm } from "./account-deletion-form.tsx";
import { AccountDetails } from "./account-details.tsx";
import { focusOnMount } from "./account-form.tsx";
import { TickIcon } from "./account-icons.tsx";
import { LoginForm } from "./login-form.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import * as styles from "./account-views.css.ts";

/** How long `Zarejestrowano` and `Zalogowano` show (spec section 9, confirmations). */
export const CONFIRMATION_MS = 1000;

type Confirmation = "Zalogowano" | "Zarejestrowano" | "Hasło zmienione" | "Konto usunięte";

export interface AccountViewsProps {
  session: AccountSession;
  onClose: () => void;
}

/**
 * What the open panel shows: a confirmation; the logged-in user's own data, or in its place the password change or
 * the deletion form; registration or login.
 */
export function AccountViews({ session, onClose }: AccountViewsProps) {
  const [mode, setMode] = useState<"login" | "register">("login");
  const [registeredLogin, setRegisteredLogin] = useState("");
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [ownView, setOwnView] = useState<"details" | "password" | "delete">("details");
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

  async function changePassword(input: PasswordChangeInput) {
    const result = await session.changePassword(input);
    if (result.ok) {
      setOwnView("details");
      setConfirmation("Hasło zmienione");
    }
    return result;
  }

  async function deleteAccount(input: AccountDeletionInput) {
    const result = await session.deleteAccount(input);
    if (result.ok) {
      setOwnView("details");
      setMode("login");
      setConfirmation("Konto usunięte");
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
    if (ownView === "password") {
      return <PasswordChangeForm onSubmit={changePassword} onCancel={() => setOwnView("details")} />;
    }
    if (ownView === "delete") {
      return (
        <AccountDeletionForm
          login={session.user.login}
          onSubmit={deleteAccount}
          onCancel={() => setOwnView("details")}
        />
      );
    }
    return (
      <AccountDetails
        user={session.user}
        email={session.email}
        onLoadEmail={session.loadEmail}
        onLogOut={session.logOut}
        onLogOutEverywhere={session.logOutEverywhere}
        onOpen={setOwnView}
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
