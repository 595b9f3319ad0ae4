import type { SessionUser } from "../model.ts";

export interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in user as the server saw the session cookie, or null for a guest. */
  user: SessionUser | null;
}

/** Placeholder until the account panel lands: renders nothing. */
export function AccountPanel(_props: AccountPanelProps) {
  return null;
}
