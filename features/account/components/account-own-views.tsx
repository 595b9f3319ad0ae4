import type { AccountUser, OwnerMenuData } from "../model.ts";
import { AccountDeletionForm } from "./account-deletion-form.tsx";
import { AccountDetails } from "./account-details.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";

export type OwnView = "details" | "password" | "delete";

export interface AccountOwnViewsProps {
  user: AccountUser | null;
  owner?: OwnerMenuData | null;
  /** The login the views are for: the user's, or the one being deleted after the loader has lost it. */
  own: string;
  view: OwnView;
  onView: (view: OwnView) => void;
  onDeleting: (login: string | null) => void;
  onPasswordChanged: () => void;
  onDeleted: () => void;
  onClose: () => void;
}

/** A signed-in user's views of the panel, a module of their own: a guest who registers never downloads them. */
export function AccountOwnViews(props: AccountOwnViewsProps) {
  const { user, owner, own, view, onView, onDeleting, onClose } = props;
  if (view === "password") {
    return (
      <PasswordChangeForm
        onAnswer={(result) => {
          if (result.ok) props.onPasswordChanged();
        }}
        onCancel={() => onView("details")}
      />
    );
  }
  if (view === "delete") {
    return (
      <AccountDeletionForm
        login={own}
        onSend={() => onDeleting(own)}
        onAnswer={(result) => {
          onDeleting(null);
          if (result.ok) props.onDeleted();
        }}
        onCancel={() => onView("details")}
      />
    );
  }
  return user ? <AccountDetails user={user} owner={owner} onOpen={onView} onClose={onClose} /> : null;
}
