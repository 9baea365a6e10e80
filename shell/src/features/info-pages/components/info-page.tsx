/** The frame of the footer's information pages: the page heading, a lead paragraph and readable sections. */
import { Trans } from "@gh/i18n";
import { PageHeader, useDocumentTitle } from "@gh/ui";
import type { ReactNode } from "react";
import "./info-pages.css";

/** `title` and `lead` come translated (the page's `t`). */
export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="info-page">
      <PageHeader title={title} description={lead} />
      <div className="container info-page__body">{children}</div>
    </div>
  );
}

/** One titled part of an information page; its heading names the section for screen readers' region list. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The support contact's parts, the same in every language (the footer's). */
const CONTACT_PARTS = {
  0: <a href="mailto:support@ghanahealth.com.gh">support@ghanahealth.com.gh</a>,
  1: <a href="tel:+233302901234">+233 30 290 1234</a>,
  // eslint-disable-next-line gh/no-untranslated-text -- a postal address: names of a street and of places
  2: <>GhanaHealth, 14 Independence Avenue, Ridge, Accra</>,
};

/** The support contact, the same as the footer's. */
export function SupportContact() {
  // translators: <0/> is the support e-mail address, <1/> its phone number, <2/> the postal address
  const sentence = <Trans message="E-mail <0/>, call <1/>, or write to <2/>." components={CONTACT_PARTS} />;
  return <address className="info-page__contact">{sentence}</address>;
}
