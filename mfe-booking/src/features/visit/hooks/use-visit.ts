/**
 * The call screen's steps as hooks: the server's join answer, the devices (held while the page is
 * open, let go when it closes), and the call itself once joined.
 */
import type { JoinAnswer } from "@gh/contracts/visit-calls";
import { problemText, readApiProblem } from "@gh/api-client";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CallSession, type CallSnapshot } from "../call-session";
import { openDevices, type DeviceCheck } from "../devices";
import { joinVisit } from "../join-visit";

export type VisitEntry =
  | { status: "loading" }
  | { status: "ready"; answer: JoinAnswer }
  /** `message` is the server's (outside the join window, not the caller's visit); null when it could not be reached. */
  | { status: "refused"; message: string | null; offline: boolean };

/** Asks the server whether the visit can be joined now, and for what it needs (whose visit, audio or video). */
export function useVisitEntry(appointmentId: number, attempt: number): VisitEntry {
  const [entry, setEntry] = useState<VisitEntry>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setEntry({ status: "loading" });
    joinVisit(appointmentId).then(
      (answer) => live && setEntry({ status: "ready", answer }),
      (error: unknown) => live && setEntry({ status: "refused", message: problemText(error), offline: readApiProblem(error).status === null }),
    );
    return () => {
      live = false;
    };
  }, [appointmentId, attempt]);
  return entry;
}

/** The microphone (and camera when `video`), asked for once `video` is known and again at each `attempt`; null while asking. */
export function useDevices(video: boolean | null, attempt: number): DeviceCheck | null {
  const [check, setCheck] = useState<DeviceCheck | null>(null);
  useEffect(() => {
    if (video === null) return;
    let live = true;
    let stream: MediaStream | null = null;
    setCheck(null);
    void openDevices(video).then((result) => {
      stream = result.stream;
      if (live) setCheck(result);
      else stream?.getTracks().forEach((track) => track.stop());
    });
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video, attempt]);
  return check;
}

const noCall = () => () => {};
const noSnapshot = () => null;

/** The call on `answer`'s entry with `stream`, from Join until the page closes; null before Join. */
export function useCallSession(answer: JoinAnswer | null, stream: MediaStream | null): { session: CallSession | null; call: CallSnapshot | null } {
  const [session, setSession] = useState<CallSession | null>(null);
  useEffect(() => {
    if (!answer || !stream) return;
    const created = new CallSession(answer, stream, () => joinVisit(answer.appointmentId));
    created.start();
    setSession(created);
    return () => {
      created.dispose();
      setSession(null);
    };
  }, [answer, stream]);
  const call = useSyncExternalStore(session?.subscribe ?? noCall, session?.getSnapshot ?? noSnapshot, session?.getSnapshot ?? noSnapshot);
  return { session, call };
}
