import { useEffect, useState } from "react";
import { Dialog } from "../../../app/ui/dialog/dialog.tsx";
import type { SessionUser } from "../model.ts";
import { useAccountSession, type AccountSession } from "../state/use-account-session.ts";
import { AccountDetails } from "./account-details.tsx";
import { focusOnMount } from "./account-form.tsx";
import { TickIcon } from "./account-icons.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import * as styles from "./account-panel.css.ts";

export interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in user as the server saw the session cookie, or null for a guest. */
  user: SessionUser | null;
}

/** How long `Zarejestrowano` and `Zalogowano` show (spec section 9, confirmations). */
export const CONFIRMATION_MS = 1000;

/**
 * The account panel (spec sections 2 and 4): login, registration and the logged-in user's own data in the shared
 * dialog. Always mounted by the layout, so the session check after hydration runs on every page; the views exist only
 * while the panel is open, so each opening starts in login mode and closing drops a login error and any draft.
 */
export function AccountPanel({ open, onClose, user }: AccountPanelProps) {
  const session = useAccountSession(user);
  return (
    <Dialog open={open} title="Konto" onClose={onClose}>
      <AccountViews session={session} onClose={onClose} />
    </Dialog>
  );
}

type Confirmation = "Zalogowano" | "Zarejestrowano";

function AccountViews({ session, onClose }: { session: AccountSession; onClose: () => void }) {
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
