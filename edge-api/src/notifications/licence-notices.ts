/**
 * What a provider is told of their licence (docs/product-rules.md#licences-and-nhis): an
 * administrator approved it (for this year, or for next year from 1 January), rejected it (with the
 * reason), or, from 1 December, that next year's licence is due. By e-mail to the practice and SMS
 * to the provider's verified phone (notifyProviderOf), in the provider's language; the builders write
 * in whatever language they are called in. An SMS is one GSM-7 segment in English, at most two parts
 * elsewhere, the rejection's reason cut to fit (sms-fit.ts).
 */
import { REGULATOR_NAMES, type Regulator } from "@gh/contracts/licences/options";
import { providerName } from "@gh/contracts/regions";
import { t } from "../i18n/api-texts.ts";
import type { NoticeProvider, ProviderNotice } from "./appointment-notices.ts";
import { fitSms, smsValue } from "./sms-fit.ts";

const hello = (provider: NoticeProvider) => t("Hello {name},", { name: providerName(provider) });
const regulatorName = (regulator: Regulator) => t(REGULATOR_NAMES[regulator]);

/** Approved for the current year: verified (and bookable) from now. */
export function licenceVerifiedNotice(provider: NoticeProvider, year: number, regulator: Regulator): ProviderNotice {
  const values = { year: String(year), regulator: regulatorName(regulator) };
  return {
    subject: t("Your licence is verified for {year}", values),
    text: [
      hello(provider),
      "",
      t("We checked your {regulator} licence and approved it for {year}.", values),
      t("Your profile now shows the Verified Provider badge, and patients can book you."),
    ].join("\n"),
    // translators: an SMS to a provider (English: one 160-character segment; elsewhere at most two parts)
    sms: t("GhanaHealth: your licence is verified for {year}. Your profile shows the Verified Provider badge and patients can book you.", values),
  };
}

/** Approved for next year (from 1 December): it takes effect in the 1 January run. */
export function licenceApprovedForNextYearNotice(provider: NoticeProvider, year: number, regulator: Regulator): ProviderNotice {
  const values = { year: String(year), regulator: regulatorName(regulator) };
  return {
    subject: t("Your licence for {year} is approved", values),
    text: [
      hello(provider),
      "",
      t("We checked your {regulator} licence and approved it for {year}.", values),
      t("From 1 January {year} your profile shows that your licence is verified for {year}. Until then nothing changes.", values),
    ].join("\n"),
    // translators: an SMS to a provider (English: one 160-character segment; elsewhere at most two parts)
    sms: t("GhanaHealth: your licence for {year} is approved. Your Verified Provider badge carries on from 1 January {year}.", values),
  };
}

/** Rejected, with the administrator's reason; the provider's standing is unchanged. */
export function licenceRejectedNotice(provider: NoticeProvider, reason: string): ProviderNotice {
  return {
    subject: t("Your licence could not be approved"),
    text: [
      hello(provider),
      "",
      t("We could not approve the licence you uploaded."),
      t("Reason: {reason}", { reason }),
      "",
      t("Please upload a clear copy of your current licence from Edit Profile."),
    ].join("\n"),
    sms: fitSms(
      // translators: an SMS to a provider quoting the administrator's reason (cut to fit); English: one 160-character segment, elsewhere at most two parts
      ({ reason: text }) => t("GhanaHealth: your licence was not approved. Reason: {reason}. Please upload it again in Edit Profile.", { reason: text }),
      { reason: { text: smsValue(reason).trim().replace(/[\s.]+$/, ""), min: 0, free: true } },
    ),
  };
}

/** From 1 December, to a provider verified for `year` who has not sent next year's licence. */
export function renewalReminderNotice(provider: NoticeProvider, year: number): ProviderNotice {
  const values = { year: String(year), next: String(year + 1) };
  return {
    subject: t("Upload your {next} licence to stay verified", values),
    text: [
      hello(provider),
      "",
      t("Your licence is verified for {year}, and every licence ends with its year.", values),
      t("Please upload your licence for {next} from Edit Profile before 31 December.", values),
      t("From 1 January a profile without it loses the Verified Provider badge and shows “Licence renewal pending” until we have checked the new licence. Patients can still book you."),
    ].join("\n"),
    // translators: an SMS to a provider (English: one 160-character segment; elsewhere at most two parts)
    sms: t("GhanaHealth: your licence ends on 31 December. Upload your {next} licence in Edit Profile to keep your Verified Provider badge.", values),
  };
}
