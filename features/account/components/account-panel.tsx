import { lazy } from "react";
import { Dialog } from "#app/ui/dialog/dialog.tsx";
import type { AccountUser } from "../model.ts";
import { useStoredUser } from "../state/use-account-session.ts";

// The forms arrive with the first opening: every page mounts the panel, few visitors open it (DESIGN.md section 6).
const loadViews = () => import("./account-views.tsx");
const AccountViews = lazy(() => loadViews().then((module) => ({ default: module.AccountViews })));

/** Starts loading the panel's views before the first opening (the visitor points at or focuses its button). */
export function preloadAccountPanel(): void {
  void loadViews();
}

export interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in user as the server saw the session cookie, or null for a guest. */
  user: AccountUser | null;
}

/**
 * The account panel (spec sections 2 and 4): login, registration and the logged-in user's own data in the shared
 * dialog. Always mounted by the layout, so the stored display copy follows the session on every page; the views exist only
 * while the panel is open, so each opening starts in login mode and closing drops a login error and any draft.
 * Their code loads on the first opening.
 */
export function AccountPanel({ open, onClose, user }: AccountPanelProps) {
  useStoredUser(user);
  return (
    <Dialog open={open} title="Konto" onClose={onClose} loadingLabel="Ładowanie panelu konta">
      <AccountViews user={user} onClose={onClose} />
    </Dialog>
  );
}
