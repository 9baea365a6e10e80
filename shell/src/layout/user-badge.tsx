import { useT } from "@gh/i18n";
import { User } from "@gh/ui/core";
import type { AccountUser } from "@gh/contracts/auth";
import { greetingName } from "../features/auth/greeting-name";

/** The avatar (or a default icon) and the first name, "Dr."-prefixed for providers. */
export function UserBadge({ user }: { user: AccountUser }) {
  // Drawn again when the language changes (the providers' "Dr." is translated).
  useT();
  return (
    <span className="shell-user">
      {user.profileImageUrl ? (
        <img className="shell-avatar" src={user.profileImageUrl} alt="" width={32} height={32} />
      ) : (
        <span className="shell-avatar" aria-hidden="true">
          <User size={18} />
        </span>
      )}
      <span>{greetingName(user)}</span>
    </span>
  );
}
