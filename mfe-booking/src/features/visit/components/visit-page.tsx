/**
 * /visits/:id (docs/product-rules.md#remote-visits): the call screen of an audio or video visit, for
 * its patient (from My Appointments) and its provider (from the dashboard). It checks the devices,
 * joins, waits to be let in (the provider admits), and holds the call; a reload of a joined visit
 * goes straight back into the call once the devices answer.
 *
 * The root says where the call is, `data-call-state` ("device-check" | "waiting" | "connecting" |
 * "connected" | "reconnecting" | "ended" | "phone-fallback"), and `data-video-sending` ("true" |
 * "false"): what the end-to-end test and `npm run bench:consult` wait on (they read the media's
 * figures from the browser's own getStats, e2e/support/calls.ts).
 */
import { problemText, useCurrentUser } from "@gh/api-client";
import { MESSAGES } from "@gh/contracts/messages";
import type { JoinAnswer } from "@gh/contracts/visit-calls";
import { VISIT_TYPE_NAMES } from "@gh/contracts/visit-types";
import { useT } from "@gh/i18n";
import { Link, useNavigate, useParams } from "@gh/router";
import { Button, buttonClass, PageHeader, Spinner, useDocumentTitle } from "@gh/ui";
import { useEffect, useEffectEvent, useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { callState } from "../call-rules";
import { useCallSession, useDevices, useVisitEntry } from "../hooks/use-visit";
import { joinVisit, tokenFresh, wasJoined } from "../join-visit";
import { CallScreen } from "./call-screen";
import { DeviceCheckStep } from "./device-check";
import "./visit.css";

export default function VisitPage() {
  const t = useT();
  const navigate = useNavigate();
  const appointmentId = Number(useParams().id);
  const { user } = useCurrentUser();
  const [entryAttempt, setEntryAttempt] = useState(0);
  const entry = useVisitEntry(appointmentId, entryAttempt);
  const answer = entry.status === "ready" ? entry.answer : null;
  const [deviceAttempt, setDeviceAttempt] = useState(0);
  const check = useDevices(answer ? answer.visitType === "video" : null, deviceAttempt);
  const [joined, setJoined] = useState<JoinAnswer | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinProblem, setJoinProblem] = useState<string | null>(null);
  const { session, call } = useCallSession(joined, check?.stream ?? null);

  const provider = (answer?.role ?? user?.role) === "provider";
  const backTo = provider ? "/provider/dashboard" : "/my-appointments";
  const title = answer ? t(VISIT_TYPE_NAMES[answer.visitType]) : t("Remote visit");
  useDocumentTitle(title);

  async function join() {
    if (!answer) return;
    setJoining(true);
    setJoinProblem(null);
    try {
      // The token admits one entry for a minute: a slow device check asks for a fresh one.
      setJoined(tokenFresh(answer) ? answer : await joinVisit(appointmentId));
    } catch (error) {
      setJoinProblem(problemText(error) ?? t("We could not reach the visit. Check your connection and try again."));
    } finally {
      setJoining(false);
    }
  }

  // Back after a reload: straight into the call once the devices are there as before.
  const rejoin = useEffectEvent(() => {
    if (check?.stream && !check.camera && !joined && !joining && wasJoined(appointmentId)) void join();
  });
  useEffect(() => rejoin(), [check]);

  // The patient who leaves goes back to the list; the provider who ends goes back to the dashboard.
  const endedBy = call?.endedBy?.reason;
  useEffect(() => {
    if (endedBy === "left" || (endedBy === "ended" && provider)) navigate(backTo);
  }, [endedBy, provider, backTo, navigate]);

  const state = call && session ? callState(call) : "device-check";
  let content;
  if (call && session && joined) {
    content = <CallScreen answer={joined} session={session} call={call} state={state} backTo={backTo} />;
  } else if (joined || entry.status === "loading") {
    content = <Spinner />;
  } else if (entry.status === "refused") {
    content = (
      <div className="visit-check">
        <InlineAlert>{entry.message ?? t("We could not reach the visit. Check your connection and try again.")}</InlineAlert>
        <div className="visit-actions">
          {entry.offline && <Button onClick={() => setEntryAttempt((attempt) => attempt + 1)}>{t(MESSAGES.retry)}</Button>}
          <Link to={backTo} className={buttonClass("outline")}>
            {provider ? t("Back to the dashboard") : t("Back to My Appointments")}
          </Link>
        </div>
      </div>
    );
  } else {
    content = (
      <DeviceCheckStep
        answer={entry.answer}
        check={check}
        onRetry={() => setDeviceAttempt((attempt) => attempt + 1)}
        onJoin={() => void join()}
        joining={joining}
        joinProblem={joinProblem}
      />
    );
  }

  return (
    <div className="visit" data-call-state={state} data-video-sending={String(call?.videoSending ?? false)}>
      <PageHeader title={title} description={answer ? t("With {name}", { name: answer.other.name }) : undefined} />
      <div className="container visit__body">{content}</div>
    </div>
  );
}
