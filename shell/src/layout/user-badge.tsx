import { User } from "@gh/ui";
import { greetingName, type CurrentUser } from "../features/auth/current-user";

/** The avatar (or a default icon) and the first name, "Dr."-prefixed for providers. */
export function UserBadge({ user }: { user: CurrentUser }) {
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
