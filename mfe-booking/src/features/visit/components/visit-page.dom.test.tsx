// @vitest-environment happy-dom
/**
 * The call screen as its patient and its provider meet it. The browser's parts a test cannot run
 * (microphone and camera, the room's WebSocket, the peer connection) are small fakes below; the real
 * call between two browsers is the end-to-end test's.
 */
import type { ClientMessage, JoinAnswer, RoomMessage } from "@gh/contracts/visit-calls";
import { useRoutes } from "@gh/router";
import { button, cleanup, click, container, fakeApi, field, render, settle, type, withFixedDate } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import VisitPage from "./visit-page";

// Monday, 23 November 2026, 10:25 in Accra: the 10:30 visit can be joined.
const NOW = Date.parse("2026-11-23T10:25:00Z");
withFixedDate(NOW);

function joinAnswer(overrides: Partial<JoinAnswer> = {}): JoinAnswer {
  return {
    appointmentId: 1,
    role: "patient",
    visitType: "audio",
    roomPath: "/api/appointments/1/room?token=t1",
    tokenExpiresAt: new Date(NOW + 60_000).toISOString(),
    iceServers: [],
    startsAt: "2026-11-23T10:30:00.000Z",
    joinClosesAt: "2026-11-23T11:30:00.000Z",
    other: { name: "Dr. Kwame Mensah", phone: "+233 30 212 3456" },
    ...overrides,
  };
}

const asProvider = (overrides: Partial<JoinAnswer> = {}) =>
  joinAnswer({ role: "provider", other: { name: "Ama Owusu", phone: "+233 24 123 4567" }, ...overrides });

// The microphone and camera: tracks that can be stopped, and what getUserMedia answers.
interface FakeTrack {
  kind: "audio" | "video";
  enabled: boolean;
  stop: () => void;
}
const track = (kind: FakeTrack["kind"]): FakeTrack => ({ kind, enabled: true, stop: vi.fn() });

/** A MediaStream to the browser's eye (video elements take it), holding fake tracks. */
function fakeStream(tracks: FakeTrack[]) {
  return Object.assign(Object.create(MediaStream.prototype) as MediaStream, {
    getTracks: () => [...tracks],
    getAudioTracks: () => tracks.filter((each) => each.kind === "audio"),
    getVideoTracks: () => tracks.filter((each) => each.kind === "video"),
    addTrack: (added: FakeTrack) => tracks.push(added),
    removeTrack: (removed: FakeTrack) => tracks.splice(tracks.indexOf(removed), 1),
  });
}

const refusal = (name: string) => Object.assign(new Error(name), { name });

/** getUserMedia answering each request from `answer` (what was asked for: audio, video). */
function fakeDevices(answer: (constraints: MediaStreamConstraints) => ReturnType<typeof fakeStream> | Error) {
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const result = answer(constraints);
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}
const workingDevices = () => fakeDevices((constraints) => fakeStream(constraints.video ? [track("audio"), track("video")] : [track("audio")]));

/** The room's socket: what the page sent, and the room's side of the conversation. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  readonly url: string;
  readyState = 1;
  sent: ClientMessage[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    FakeSocket.opened.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }

  close() {
    this.readyState = 3;
  }

  async receive(message: RoomMessage) {
    await act(async () => this.onmessage?.({ data: JSON.stringify(message) }));
    await settle();
  }

  async closeWith(code: number) {
    this.readyState = 3;
    await act(async () => this.onclose?.({ code }));
    await settle();
  }
}
const socket = () => FakeSocket.opened.at(-1)!;

/** Just enough of RTCPeerConnection for the provider's offer and the connection's state. */
class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = "new";
  signalingState: RTCSignalingState = "stable";
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  transceivers: { kind: string; track: unknown }[] = [];
  closed = false;

  constructor() {
    FakePeerConnection.made.push(this);
  }

  addTransceiver(trackOrKind: FakeTrack | string) {
    this.transceivers.push({ kind: typeof trackOrKind === "string" ? trackOrKind : trackOrKind.kind, track: trackOrKind });
  }

  getTransceivers() {
    return [];
  }

  async createOffer() {
    return { type: "offer", sdp: "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n" };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.signalingState = "have-local-offer";
  }

  /** What getStats reports: by default a line with room to spare. */
  stats: Record<string, unknown>[] = [{ type: "candidate-pair", id: "CP", nominated: true, state: "succeeded", availableOutgoingBitrate: 800_000, currentRoundTripTime: 0.05 }];

  async getStats() {
    return new Map(this.stats.map((stat, index) => [String(index), stat]));
  }

  close() {
    this.closed = true;
  }

  async changeState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    await act(async () => this.onconnectionstatechange?.());
    await settle();
  }
}

function At() {
  return useRoutes([
    { path: "/visits/:id", element: <VisitPage /> },
    { path: "/my-appointments", element: <p>My Appointments list</p> },
    { path: "/provider/dashboard", element: <p>Provider dashboard</p> },
  ]);
}

const page = () => container.querySelector<HTMLElement>(".visit")!;
const status = () => [...container.querySelectorAll('[role="status"]')].map((element) => element.textContent).join(" | ");

/** The visit's page with the server answering the join with `answers` in turn (the last one again after that). */
async function openVisit(...answers: [number, unknown][]) {
  const server = fakeApi({
    "GET /api/user": [200, accountUser()],
    "POST /api/appointments/1/join": () => (answers.length > 1 ? answers.shift()! : answers[0]!) as [number, unknown],
  });
  await render(<At />, { route: "/visits/1" });
  await settle();
  return server;
}

async function joinTheRoom(answer: JoinAnswer) {
  workingDevices();
  await openVisit([200, answer]);
  await click(button("Join"));
  await settle();
}

function fakeBrowser() {
  FakeSocket.opened = [];
  FakePeerConnection.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
}

beforeEach(() => {
  fakeBrowser();
  sessionStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("the device check", () => {
  it("explains the call, says nothing is recorded, and lets the patient join once the microphone works", async () => {
    const getUserMedia = workingDevices();
    await openVisit([200, joinAnswer()]);
    expect(container.querySelector("h1")?.textContent).toBe("Audio visit");
    expect(container.textContent).toContain("The call goes directly between you and Dr. Kwame Mensah, encrypted.");
    expect(container.textContent).toContain("Nothing of this call is recorded or stored.");
    expect(status()).toContain("Your microphone is ready.");
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false });
    expect(button("Join")!.disabled).toBe(false);
    expect(page().dataset.callState).toBe("device-check");
  });

  it("says how to allow the microphone when the browser was refused it, and checks again on Try again", async () => {
    let allowed = false;
    fakeDevices(() => (allowed ? fakeStream([track("audio")]) : refusal("NotAllowedError")));
    await openVisit([200, joinAnswer()]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "The browser is not allowed to use your microphone. Allow it in the site settings (the icon beside the web address), then try again.",
    );
    expect(button("Join")!.disabled).toBe(true);

    allowed = true;
    await click(button("Try again"));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(status()).toContain("Your microphone is ready.");
  });

  it("says so when there is no microphone, or another app holds it", async () => {
    fakeDevices(() => refusal("NotFoundError"));
    await openVisit([200, joinAnswer()]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("No microphone was found. Connect one, or a headset, and try again.");

    fakeDevices(() => refusal("NotReadableError"));
    await click(button("Try again"));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "Your microphone is being used by another app. Close that app (a call or a recorder) and try again.",
    );
  });

  it("asks for the camera too for a video visit, at 320×240 and 15 frames a second", async () => {
    const getUserMedia = workingDevices();
    await openVisit([200, joinAnswer({ visitType: "video" })]);
    expect(container.querySelector("h1")?.textContent).toBe("Video visit");
    expect(getUserMedia.mock.calls[0]![0]).toEqual({
      audio: true,
      video: { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15, max: 15 }, facingMode: "user" },
    });
    expect(status()).toContain("Your microphone and camera are ready.");
    expect(container.querySelector('video[aria-label="Your camera"]')).not.toBeNull();
  });

  it("lets a patient without a camera join a video visit with audio only", async () => {
    fakeDevices((constraints) => (constraints.video ? refusal("NotFoundError") : fakeStream([track("audio")])));
    await openVisit([200, joinAnswer({ visitType: "video" })]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("No camera was found. You can join with audio only.");
    await click(button("Join with audio only"));
    await settle();
    expect(page().dataset.callState).toBe("waiting");
    expect(page().dataset.videoSending).toBe("false");
  });

  it("shows the server's reason when the visit cannot be joined now, with the way back", async () => {
    workingDevices();
    await openVisit([409, { error: { code: "conflict", message: "You can join from 15 minutes before the visit starts." } }]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("You can join from 15 minutes before the visit starts.");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/my-appointments");
    expect(button("Join")).toBeUndefined();
  });
});

describe("the waiting room", () => {
  it("puts the patient in the room and says they wait to be let in", async () => {
    await joinTheRoom(joinAnswer());
    expect(socket().url).toBe("ws://localhost:3000/api/appointments/1/room?token=t1");
    expect(status()).toContain("Joining the visit...");
    // Join is gone: the focus is on what happens now.
    expect(document.activeElement?.textContent).toBe("Joining the visit...");

    await socket().receive({ type: "room", you: "patient", peer: null, admitted: false });
    expect(status()).toContain("Waiting for the provider to let you in");
    expect(page().dataset.callState).toBe("waiting");
    expect(button("Admit")).toBeUndefined();

    await socket().receive({ type: "room", you: "patient", peer: "d1", admitted: false });
    expect(status()).toContain("Waiting for the provider to let you in");
  });

  it("shows the provider the waiting patient; Admit lets them in, and the provider offers the call with Opus set for a weak line", async () => {
    await joinTheRoom(asProvider());
    await socket().receive({ type: "room", you: "provider", peer: null, admitted: false });
    expect(status()).toContain("Waiting for the patient to join");

    await socket().receive({ type: "room", you: "provider", peer: "p1", admitted: false });
    expect(status()).toContain("The patient is waiting");
    await click(button("Admit"));
    expect(socket().sent).toContainEqual({ type: "admit" });
    expect(FakePeerConnection.made).toEqual([]);

    await socket().receive({ type: "room", you: "provider", peer: "p1", admitted: true });
    expect(page().dataset.callState).toBe("connecting");
    expect(status()).toContain("Connecting...");
    const offer = socket().sent.find((message) => message.type === "signal");
    expect(offer).toMatchObject({ type: "signal", signal: { description: { type: "offer" } } });
    expect(offer?.type === "signal" && offer.signal.description?.sdp).toContain("a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=12000;ptime=60;usedtx=1\r\na=ptime:60");

    await FakePeerConnection.made[0]!.changeState("connected");
    expect(page().dataset.callState).toBe("connected");
    expect(status()).toContain("Connected");

    // A room update about the same entry of the patient's keeps the call as it is.
    await socket().receive({ type: "room", you: "provider", peer: "p1", admitted: true });
    expect(FakePeerConnection.made).toHaveLength(1);
    // The patient reloaded: a new entry, so a new connection and a new offer.
    await socket().receive({ type: "room", you: "provider", peer: "p2", admitted: true });
    expect(FakePeerConnection.made).toHaveLength(2);
    expect(FakePeerConnection.made[0]!.closed).toBe(true);
  });

  it("offers the provider the patient's number when no connection comes within 30 seconds", async () => {
    await joinTheRoom(asProvider());
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: NOW });
    await act(async () => socket().onmessage?.({ data: JSON.stringify({ type: "room", you: "provider", peer: "p1", admitted: true }) }));
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(page().dataset.callState).toBe("connecting");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(page().dataset.callState).toBe("phone-fallback");
    const call = container.querySelector<HTMLAnchorElement>('a[href="tel:+233241234567"]');
    expect(call?.textContent).toBe(" Call by phone: +233 24 123 4567");
    expect(status()).toContain("The call could not connect");
  });
});

describe("messages during the call", () => {
  it("sends a short message and shows both sides' messages once each", async () => {
    await joinTheRoom(asProvider());
    await socket().receive({ type: "room", you: "provider", peer: "p1", admitted: true });
    const input = field("Message");
    expect(input.maxLength).toBe(500);
    type(input, "  Please have your blood pressure readings ready.  ");
    await click(button("Send"));
    expect(socket().sent).toContainEqual({ type: "chat", text: "Please have your blood pressure readings ready." });
    expect(input.value).toBe("");
    // The room sends every message to both sides: this side's own comes back and is not shown twice.
    await socket().receive({ type: "chat", from: "provider", text: "Please have your blood pressure readings ready.", at: "2026-11-23T10:31:00.000Z" });
    await socket().receive({ type: "chat", from: "patient", text: "I have them here.", at: "2026-11-23T10:31:20.000Z" });
    const lines = [...container.querySelectorAll('[role="log"] li')].map((line) => line.textContent);
    expect(lines).toEqual(["You: Please have your blood pressure readings ready.", "Ama Owusu: I have them here."]);
  });
});

describe("a video call on a weak line", () => {
  async function connectedVideoCall() {
    await joinTheRoom(asProvider({ visitType: "video" }));
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: NOW });
    await act(async () => socket().onmessage?.({ data: JSON.stringify({ type: "room", you: "provider", peer: "p1", admitted: true }) }));
    const pc = FakePeerConnection.made[0]!;
    pc.connectionState = "connected";
    await act(async () => pc.onconnectionstatechange?.());
    return pc;
  }

  it("sends video, and shows the connection's quality in words", async () => {
    await connectedVideoCall();
    expect(page().dataset.videoSending).toBe("true");
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(container.querySelector(".visit-quality")?.textContent).toBe("Connection: good");
  });

  it("drops to audio by itself when the bandwidth stays too low, and says so", async () => {
    const pc = await connectedVideoCall();
    const camera = socket();
    pc.stats = [{ type: "candidate-pair", id: "CP", nominated: true, state: "succeeded", availableOutgoingBitrate: 60_000, currentRoundTripTime: 0.3 }];
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(page().dataset.videoSending).toBe("true");
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(page().dataset.videoSending).toBe("false");
    expect(status()).toContain("Your connection is weak: switched to audio only");
    expect(camera.sent).toContainEqual({ type: "media", video: false });
    expect(button("Audio only")!.getAttribute("aria-pressed")).toBe("true");
  });

  it("stops the camera on Audio only and tells the other side", async () => {
    await connectedVideoCall();
    await act(async () => button("Audio only")!.click());
    expect(page().dataset.videoSending).toBe("false");
    expect(socket().sent).toContainEqual({ type: "media", video: false });
    expect(container.querySelector('video[aria-label="Your camera"]')).toBeNull();
    expect(status()).not.toContain("weak");
  });
});

describe("leaving and coming back", () => {
  it("goes straight back into the call after a reload of a joined visit", async () => {
    await joinTheRoom(joinAnswer());
    await socket().receive({ type: "room", you: "patient", peer: null, admitted: false });
    expect(sessionStorage.length).toBe(1);

    // The page opens again, as after a reload: no Join to press.
    cleanup();
    fakeBrowser();
    workingDevices();
    await openVisit([200, joinAnswer({ roomPath: "/api/appointments/1/room?token=t2" })]);
    await settle();
    expect(socket().url).toBe("ws://localhost:3000/api/appointments/1/room?token=t2");
  });

  it("stops when the visit was joined from another window", async () => {
    await joinTheRoom(joinAnswer());
    await socket().receive({ type: "room", you: "patient", peer: null, admitted: false });
    await socket().closeWith(4000);
    expect(status()).toContain("You joined this visit from another window");
    expect(page().dataset.callState).toBe("ended");
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it("tells the patient when the provider ended the visit", async () => {
    await joinTheRoom(joinAnswer());
    await socket().receive({ type: "room", you: "patient", peer: "d1", admitted: true });
    await socket().closeWith(4002);
    expect(status()).toContain("The provider ended the visit");
    expect(container.querySelector('a[href="/my-appointments"]')?.textContent).toBe("Back to My Appointments");
    expect(sessionStorage.length).toBe(0);
  });

  it("enters again with a fresh token when the line drops, and once when the token is refused", async () => {
    const server = await openVisitAndJoin();
    await socket().receive({ type: "room", you: "patient", peer: null, admitted: false });
    await socket().closeWith(4003);
    expect(server.posts()).toHaveLength(2);
    expect(FakeSocket.opened).toHaveLength(2);
    await socket().closeWith(4003);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(page().dataset.callState).toBe("ended");
  });

  it("takes the patient back to My Appointments on Leave", async () => {
    await joinTheRoom(joinAnswer());
    await socket().receive({ type: "room", you: "patient", peer: "d1", admitted: true });
    await click(button("Leave"));
    expect(container.textContent).toBe("My Appointments list");
    expect(socket().readyState).toBe(3);
  });

  it("asks the provider to confirm before ending the visit for both, then goes back to the dashboard", async () => {
    await joinTheRoom(asProvider());
    await socket().receive({ type: "room", you: "provider", peer: "p1", admitted: true });
    const room = socket();
    await click(button("End visit"));
    expect(room.sent).not.toContainEqual({ type: "end" });
    await click(button("Yes, end the visit for both of us"));
    expect(room.sent).toContainEqual({ type: "end" });
    expect(container.textContent).toBe("Provider dashboard");
  });
});

async function openVisitAndJoin() {
  workingDevices();
  const server = await openVisit([200, joinAnswer()]);
  await click(button("Join"));
  await settle();
  return server;
}
