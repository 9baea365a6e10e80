import type { AccountUser } from "@gh/contracts/auth";
import { User } from "@gh/ui";

/** The profile photo, or a default icon when there is none. */
export function ProfileAvatar({ user }: { user: AccountUser }) {
  return user.profileImageUrl ? (
    <img className="profile-avatar" src={user.profileImageUrl} alt="" width={96} height={96} />
  ) : (
    <span className="profile-avatar" aria-hidden="true">
      <User size={48} />
    </span>
  );
}
