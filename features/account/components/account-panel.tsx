import { lazy } from "react";
import { DialogOnDemand, preloadDialog } from "#app/ui/dialog/dialog-on-demand.tsx";
import type { AccountUser, OwnerMenuData } from "../model.ts";
import { useStoredUser } from "../state/use-account-session.ts";

// Every page mounts the panel, few visitors open it (docs/speed.md).
const loadViews = () => import("./account-views.tsx");
const AccountViews = lazy(() => loadViews().then((module) => ({ default: module.AccountViews })));

export function preloadAccountPanel(): void {
  preloadDialog();
  void loadViews();
}

export interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
  user: AccountUser | null;
  /** The admin's menu of the owner's pages (the root loader gives it to the admin only). */
  owner?: OwnerMenuData | null;
}

// Always mounted, so the stored copy follows the session on every page; the views exist only while it is open,
// so each opening starts in login mode and closing drops an error and any draft.
export function AccountPanel({ open, onClose, user, owner }: AccountPanelProps) {
  useStoredUser(user);
  return (
    <DialogOnDemand open={open} title="Konto" onClose={onClose} loadingLabel="Ładowanie panelu konta">
      <AccountViews user={user} owner={owner} onClose={onClose} />
    </DialogOnDemand>
  );
}
