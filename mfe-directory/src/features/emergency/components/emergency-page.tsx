/**
 * The public emergency page (/emergency). Everything is static: no data fetching and no browser APIs
 * while rendering, so it can be rendered to HTML at build time, and every call is a plain tel: link
 * that works before (or without) JavaScript. Location is asked for only when the visitor taps.
 */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { msg, Trans, useT } from "@gh/i18n";
import {
  Activity,
  AlertTriangle,
  Ambulance,
  Badge,
  buttonClass,
  Card,
  Check,
  Clock,
  HeartPulse,
  Info,
  Phone,
  Shield,
  VisuallyHidden,
  type IconProps,
} from "@gh/ui";
import type { ComponentType } from "react";
import { Brain, Flame, Pill, Thermometer } from "../../../lib/icons";
import { EMERGENCY_CONTACTS, FIRST_AID, PREPAREDNESS_TIPS, telHref, type EmergencyContactType } from "../data";
import { useScrollToFragment } from "../hooks/use-scroll-to-fragment";
import { EmergencyCentres } from "./emergency-centres";
import { EmergencyText, SafetyText } from "./emergency-text";
import "./emergency-page.css";

const CONTACT_ICONS: Record<EmergencyContactType, ComponentType<IconProps>> = {
  unified: Phone,
  emergency: HeartPulse,
  ambulance: Ambulance,
  police: Shield,
  fire: Flame,
};

const FIRST_AID_ICONS: Record<string, ComponentType<IconProps>> = {
  cardiac: HeartPulse,
  stroke: Brain,
  bleeding: AlertTriangle,
  breathing: Activity,
  poisoning: Pill,
  fever: Thermometer,
};

const SECTIONS = [
  { id: "emergency-contacts", label: msg("Contacts") },
  { id: "emergency-centres", label: msg("Hospitals") },
  { id: "first-aid", label: msg("First aid") },
  { id: "be-prepared", label: msg("Be prepared") },
] as const;

const general = EMERGENCY_NUMBERS.general;

/** A number in a sentence ("Call <0/> Now"): drawn by the code, never by a translation. */
const number = (digits: string) => ({ 0: <>{digits}</> });

export default function EmergencyPage() {
  const t = useT();
  useScrollToFragment();
  return (
    <div className="emergency-page">
      <section className="emergency-hero" aria-labelledby="emergency-title">
        <div className="container emergency-hero__inner">
          <p className="emergency-hero__eyebrow">
            <Clock size={18} />
            {t("Help is available 24 hours a day")}
          </p>
          <h1 id="emergency-title">{t("Emergency help")}</h1>
          <p className="emergency-hero__lead">
            {t("If someone is seriously ill or injured, call now. Stay calm, say where you are and what happened, and stay on the line.")}
          </p>
          <a href={telHref(general)} className={`${buttonClass("emergency", "lg")} emergency-hero__call`}>
            <Phone />
            <Trans message="Call <0/> Now" components={number(general)} />
          </a>
          <a href={telHref(EMERGENCY_NUMBERS.unified)} className={`${buttonClass("ghost")} emergency-hero__alt`}>
            <Trans message="Or call <0/> for all services" components={number(EMERGENCY_NUMBERS.unified)} />
          </a>
        </div>
      </section>

      <div className="container">
        <nav className="emergency-toc" aria-label={t("On this page")}>
          <ul role="list">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.label)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section id="emergency-contacts" className="emergency-section" aria-labelledby="emergency-contacts-title">
          <h2 id="emergency-contacts-title">{t("Emergency contacts")}</h2>
          <p className="emergency-section__intro">{t("Free to call, day and night.")}</p>
          <ul role="list" className="emergency-grid emergency-grid--contacts">
            {EMERGENCY_CONTACTS.map((contact, index) => {
              const Icon = CONTACT_ICONS[contact.type];
              return (
                <Card
                  as="li"
                  key={contact.id}
                  className={index === 0 ? "emergency-contact emergency-contact--primary" : "emergency-contact"}
                >
                  <span className="emergency-contact__icon">
                    <Icon />
                  </span>
                  <div className="emergency-contact__body">
                    <h3 className="emergency-contact__name">{t(contact.name)}</h3>
                    <p className="emergency-contact__number">{contact.number}</p>
                    <p className="emergency-contact__description">{t(contact.description)}</p>
                    <Badge tone="success">{t("Available {hours}", { hours: contact.available })}</Badge>
                  </div>
                  <a href={telHref(contact.number)} className={`${buttonClass("emergency")} emergency-contact__call`}>
                    <Phone size={20} />
                    <Trans message="Call <0/>" components={number(contact.number)} />
                    <VisuallyHidden>, {t(contact.name)}</VisuallyHidden>
                  </a>
                </Card>
              );
            })}
          </ul>
        </section>

        <EmergencyCentres />

        <section id="first-aid" className="emergency-section" aria-labelledby="first-aid-title">
          <h2 id="first-aid-title">{t("First aid guide")}</h2>
          <p className="emergency-note">
            <Info size={20} />
            <span>
              <SafetyText message={msg("These steps help until trained help arrives; they do not replace a doctor. In a serious emergency, call <0/> or <1/> first.")} />
            </span>
          </p>
          <ul role="list" className="emergency-grid emergency-grid--aid">
            {FIRST_AID.map((entry) => {
              const Icon = FIRST_AID_ICONS[entry.id] ?? AlertTriangle;
              return (
                <Card as="li" key={entry.id} className="emergency-aid">
                  <h3 className="emergency-aid__title">
                    <Icon />
                    <SafetyText message={entry.category} />
                  </h3>
                  <h4 className="emergency-label">{t("Signs")}</h4>
                  <ul className="emergency-aid__signs">
                    {entry.symptoms.map((symptom) => (
                      <li key={symptom}>
                        <SafetyText message={symptom} />
                      </li>
                    ))}
                  </ul>
                  <h4 className="emergency-label">{t("What to do")}</h4>
                  <ol className="emergency-aid__steps">
                    {entry.action.map((step) => (
                      <li key={step}>
                        <SafetyText message={step} />
                      </li>
                    ))}
                  </ol>
                </Card>
              );
            })}
          </ul>
        </section>

        <section id="be-prepared" className="emergency-section" aria-labelledby="be-prepared-title">
          <h2 id="be-prepared-title">{t("Be prepared")}</h2>
          <p className="emergency-section__intro">{t("A few minutes today can save time when it matters.")}</p>
          <ul role="list" className="emergency-tips">
            {PREPAREDNESS_TIPS.map((tip) => (
              <li key={tip.id} className="emergency-tip">
                <span className="emergency-tip__icon">
                  <Check size={18} />
                </span>
                <div>
                  <p className="emergency-tip__title">
                    <EmergencyText message={tip.title} />
                  </p>
                  <p className="emergency-tip__detail">{t(tip.detail)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="emergency-final" aria-labelledby="emergency-final-title">
          <h2 id="emergency-final-title">{t("Not sure if it is an emergency?")}</h2>
          <p>{t("If you are worried, call. The team will tell you what to do and send help if it is needed.")}</p>
          <a href={telHref(general)} className={`${buttonClass("emergency", "lg")} emergency-final__call`}>
            <Phone />
            <Trans message="Emergency <0/>" components={number(general)} />
          </a>
        </section>
      </div>
    </div>
  );
}
