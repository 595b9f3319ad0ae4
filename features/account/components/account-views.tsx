import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import type { AccountUser, OwnerMenuData } from "../model.ts";
import { COOKIE_REFUSED } from "../state/use-account-session.ts";
import type { IntentResult } from "../state/use-intent.ts";
import { usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { focusOnMount } from "./account-form.tsx";
import { TickIcon } from "./account-icons.tsx";
import { LoginForm } from "./login-form.tsx";
import { preloadOwnerMenu } from "./owner-menu-on-demand.tsx";
import type { AccountOwnViewsProps, OwnView } from "./account-own-views.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import * as styles from "./account-views.css.ts";

export const CONFIRMATION_MS = 1000;

const loadOwnViews = () =>
  import("./account-own-views.tsx").then((module) => (ownViewsLoaded = module.AccountOwnViews));
let ownViewsLoaded: ComponentType<AccountOwnViewsProps> | undefined;
const LazyOwnViews = lazy(() => loadOwnViews().then((views) => ({ default: views })));

type Confirmation = "Zalogowano" | "Zarejestrowano" | "Hasło zmienione" | "Konto usunięte";

export interface AccountViewsProps {
  user: AccountUser | null;
  owner?: OwnerMenuData | null;
  onClose: () => void;
}

export function AccountViews({ user, owner, onClose }: AccountViewsProps) {
  const [mode, setMode] = useState<"login" | "register">("login");
  const [registeredLogin, setRegisteredLogin] = useState("");
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [ownView, setOwnView] = useState<OwnView>("details");
  // The lazy one never commits: the module is set before its promise settles, so a retry renders the module itself.
  const OwnViews = ownViewsLoaded ?? LazyOwnViews;
  // The root loader has the new user before the login's answer is shown: the form stays until then.
  const [loggingIn, setLoggingIn] = useState(false);
  // The deletion form stays until its answer is shown, though the revalidated root loader has no user any more.
  const [deleting, setDeleting] = useState<string | null>(null);
  const waitingForUser = confirmation === "Zalogowano" && !user;
  const latestUser = useRef(user);
  useLayoutEffect(() => {
    latestUser.current = user;
  }, [user]);

  // Fetched while "Zalogowano" shows, so the own data follow it without a spinner.
  useEffect(() => {
    if (user) void loadOwnViews().catch(() => undefined);
  }, [user]);
  usePreloadedEditor(preloadOwnerMenu, user?.admin ?? false);

  useEffect(() => {
    if (!confirmation || waitingForUser) return;
    const timer = setTimeout(() => setConfirmation(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation, waitingForUser]);

  function loggedIn(result: IntentResult, signedIn: boolean): IntentResult {
    setLoggingIn(false);
    if (!result.ok) return result;
    if (!signedIn) return { ok: false, status: 401, error: COOKIE_REFUSED };
    setConfirmation("Zalogowano");
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
  const own = deleting ?? (user && !loggingIn ? user.login : null);
  if (own !== null && (ownView !== "details" || user)) {
    return (
      <OwnViews
        user={user}
        owner={owner}
        own={own}
        view={ownView}
        onView={setOwnView}
        onDeleting={setDeleting}
        onPasswordChanged={() => {
          setOwnView("details");
          setConfirmation("Hasło zmienione");
        }}
        onDeleted={() => {
          setOwnView("details");
          setMode("login");
          setConfirmation("Konto usunięte");
        }}
        onClose={onClose}
      />
    );
  }
  if (mode === "register") {
    return (
      <RegistrationForm
        onAnswer={(result, input) => {
          if (!result.ok) return;
          setRegisteredLogin(input.login);
          setMode("login");
          setConfirmation("Zarejestrowano");
        }}
        onCancel={() => setMode("login")}
        onClose={onClose}
      />
    );
  }
  return (
    <LoginForm
      initialLogin={registeredLogin}
      onSend={() => setLoggingIn(true)}
      onAnswer={(result) => loggedIn(result, latestUser.current !== null)}
      onRegister={() => setMode("register")}
      onClose={onClose}
    />
  );
}
