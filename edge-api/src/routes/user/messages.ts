/** What the patient's account calls say (routes/user): their request schemas are declared in ./routes.ts. */
import { msg } from "@gh/contracts/msg";

export const DATA_RIGHTS_MESSAGES = {
  passwordWrong: msg("Your password is not correct."),
  currentPasswordWrong: msg("Your current password is not correct."),
  passwordChanged: msg("Password changed. Other devices have been signed out."),
  signedOutEverywhere: msg("Signed out on every device."),
  accountDeleted: msg("Your account has been deleted."),
  providersDeleteElsewhere: msg("Provider accounts are deleted from Edit Profile (Delete Profile), which also removes the practice's listing."),
  adminsCannotDelete: msg("Administrator accounts are removed by the site operator."),
  providersChangePasswordElsewhere: msg("Providers change their password in Settings (/provider/settings)."),
  /** With `{ count }`: the paid visits still to come. */
  upcomingPaidVisits: msg(
    "{count, plural, one {You have # upcoming paid appointment. Cancel it in My Appointments first (refunds follow the cancellation rules), then delete your account.} other {You have # upcoming paid appointments. Cancel them in My Appointments first (refunds follow the cancellation rules), then delete your account.}}",
  ),
} as const;
