/**
 * The waiting room and the call: what is happening (announced as it changes), the other side's sound
 * and picture, the controls, the connection's quality, "Call by phone" when no connection comes,
 * and the short messages.
 */
import type { JoinAnswer } from "@gh/contracts/visit-calls";
import { msg, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { Button, buttonClass, Phone } from "@gh/ui";
import { useEffect, useRef, useState } from "react";
import type { CallQuality } from "../call-quality";
import type { CallState } from "../call-rules";
import type { CallSession, CallSnapshot } from "../call-session";
import { CallChat } from "./call-chat";
import { CAMERA_PROBLEMS } from "./device-check";
import { LocalPreview, RemoteAudio, RemoteVideo } from "./media-views";

const QUALITY_NAMES: Record<CallQuality, string> = {
  // translators: the call's connection quality, after "Connection:"
  good: msg("good"),
  weak: msg("weak"),
  poor: msg("poor"),
};

interface CallScreenProps {
  answer: JoinAnswer;
  session: CallSession;
  call: CallSnapshot;
  state: CallState;
  /** Where the person goes back to: My Appointments or the dashboard. */
  backTo: string;
}

export function CallScreen({ answer, session, call, state, backTo }: CallScreenProps) {
  const t = useT();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const provider = answer.role === "provider";
  const video = answer.visitType === "video";
  const name = answer.other.name;
  const inCall = call.peer !== null && call.admitted;
  // The button pressed last (Join, Admit, End) is gone: reading goes on from what happens now.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ended = call.endedBy !== null;
  const admittedByMe = provider && call.admitted;
  useEffect(() => statusRef.current?.focus(), [ended, admittedByMe]);

  if (call.endedBy) {
    const { reason, message } = call.endedBy;
    let text = message ?? t("We could not let you into the visit. Go back and join again.");
    if (reason === "replaced") text = t("You joined this visit from another window");
    else if (reason === "over") text = t("The visit's time is over");
    else if (reason === "ended") text = provider ? t("You ended the visit") : t("The provider ended the visit");
    else if (reason === "left") text = t("You left the visit");
    return (
      <div className="visit-ended">
        <p role="status" className="visit-call__status" tabIndex={-1} ref={statusRef}>
          {text}
        </p>
        <Link to={backTo} className={buttonClass("outline")}>
          {provider ? t("Back to the dashboard") : t("Back to My Appointments")}
        </Link>
      </div>
    );
  }

  let status: string;
  if (state === "connected") status = t("Connected");
  else if (state === "reconnecting") status = t("Reconnecting...");
  else if (state === "connecting") status = t("Connecting...");
  else if (state === "phone-fallback") status = t("The call could not connect");
  else if (call.socket === "opening") status = t("Joining the visit...");
  else if (provider) status = call.peer ? t("The patient is waiting") : t("Waiting for the patient to join");
  else status = call.admitted && !call.peer ? t("Waiting for the provider to join") : t("Waiting for the provider to let you in");

  const phone = answer.other.phone;
  const showPicture = video && inCall && call.peerVideo;

  return (
    <div className="visit-call">
      <p role="status" className="visit-call__status" tabIndex={-1} ref={statusRef}>
        {status}
      </p>
      {provider && call.peer && !call.admitted && (
        <Button size="lg" onClick={() => session.admit()}>
          {t("Admit")}
        </Button>
      )}
      {call.weakLine && (
        <p role="status" className="visit-call__notice">
          {t("Your connection is weak: switched to audio only")}
        </p>
      )}

      {state === "phone-fallback" && (
        <section className="visit-phone" aria-label={t("Call by phone")}>
          <p>
            {phone
              ? t("You can call {name} by phone instead. This page keeps trying meanwhile.", { name })
              : t("This page keeps trying. Stay on it, or go back and join again.")}
          </p>
          {phone && (
            <a href={`tel:${phone.replace(/\s+/g, "")}`} className={buttonClass("primary", "lg")}>
              <Phone size={18} /> {t("Call by phone: {phone}", { phone })}
            </a>
          )}
        </section>
      )}

      <div className="visit-stage">
        <RemoteAudio stream={call.remoteStream} />
        {showPicture && <RemoteVideo stream={call.remoteStream} label={t("Video of {name}", { name })} />}
        {video && inCall && !call.peerVideo && <p className="visit-stage__note">{t("{name} is not sending video", { name })}</p>}
        {video && call.videoSending && <LocalPreview stream={session.localStream} />}
      </div>

      {inCall && call.quality && state === "connected" && (
        <p className={`visit-quality visit-quality--${call.quality}`}>
          <span className="visit-quality__dot" aria-hidden="true" />
          {t("Connection: {quality}", { quality: t(QUALITY_NAMES[call.quality]) })}
        </p>
      )}
      {call.cameraProblem && <p className="visit-call__notice">{t(CAMERA_PROBLEMS[call.cameraProblem])}</p>}

      <div className="visit-actions" role="group" aria-label={t("Call controls")}>
        <Button variant="outline" className="visit-toggle" aria-pressed={call.muted} onClick={() => session.setMuted(!call.muted)}>
          {t("Mute")}
        </Button>
        {video && (
          <>
            <Button
              variant="outline"
              className="visit-toggle"
              aria-pressed={call.cameraOff}
              disabled={call.audioOnly}
              onClick={() => session.setCameraOff(!call.cameraOff)}
            >
              {t("Camera off")}
            </Button>
            <Button variant="outline" className="visit-toggle" aria-pressed={call.audioOnly} onClick={() => void session.setAudioOnly(!call.audioOnly)}>
              {t("Audio only")}
            </Button>
          </>
        )}
        {provider ? (
          <>
            <Button variant="danger" disabled={call.socket !== "open"} onClick={() => (confirmingEnd ? session.end() : setConfirmingEnd(true))}>
              {confirmingEnd ? t("Yes, end the visit for both of us") : t("End visit")}
            </Button>
            {confirmingEnd && (
              <Button variant="ghost" onClick={() => setConfirmingEnd(false)}>
                {t("Keep talking")}
              </Button>
            )}
          </>
        ) : (
          <Button variant="danger" onClick={() => session.leave()}>
            {t("Leave")}
          </Button>
        )}
      </div>

      {inCall && <CallChat lines={call.chat} otherName={name} onSend={(text) => session.sendChat(text)} />}
    </div>
  );
}
