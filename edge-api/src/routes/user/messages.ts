/** What the patient's account calls say (routes/user): their request schemas are declared in ./routes.ts. */
export const DATA_RIGHTS_MESSAGES = {
  passwordWrong: "Your password is not correct.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Password changed. Other devices have been signed out.",
  signedOutEverywhere: "Signed out on every device.",
  accountDeleted: "Your account has been deleted.",
  providersDeleteElsewhere: "Provider accounts are deleted from Edit Profile (Delete Profile), which also removes the practice's listing.",
  adminsCannotDelete: "Administrator accounts are removed by the site operator.",
  providersChangePasswordElsewhere: "Providers change their password in Settings (/provider/settings).",
  upcomingPaidVisits: (count: number) =>
    `You have ${count} upcoming paid ${count === 1 ? "appointment" : "appointments"}. Cancel ${count === 1 ? "it" : "them"} in My Appointments first (refunds follow the cancellation rules), then delete your account.`,
} as const;
