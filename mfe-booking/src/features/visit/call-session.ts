/**
 * One side of a remote visit (docs/product-rules.md#remote-visits): the room's socket, which carries
 * the signalling, and the peer connection, which carries the voice and picture directly between the
 * two phones. The screen reads a snapshot of it (useSyncExternalStore) and calls its controls.
 *
 * The provider is the offering side: it starts a new connection for every new entry of the patient's
 * (the room names each entry), and the patient answers. A side that enters again (a reload, another
 * network) is a new entry, so the call starts afresh on both sides without anyone doing anything.
 */
import { problemText, readApiProblem } from "@gh/api-client";
import type { ClientMessage, JoinAnswer, RoomMessage, SignalPayload } from "@gh/contracts/visit-calls";
import { judgeConnection, keepWindow, QUALITY_SAMPLE_MS, readCallSample, type CallQuality, type CallSample } from "./call-quality";
import { closeReason, ICE_RESTART_MS, mustOffer, PHONE_FALLBACK_MS, rejoinDelayMs, type CallEnd, type CallFacts } from "./call-rules";
import { openCamera, type DeviceProblem } from "./devices";
import { rememberJoined } from "./join-visit";
import { tuneOpus } from "./opus-sdp";

/** Video at most 150 kbps and 15 frames a second, whatever the camera gives. */
const VIDEO_ENCODING: RTCRtpEncodingParameters = { maxBitrate: 150_000, maxFramerate: 15 };

export interface ChatLine {
  mine: boolean;
  text: string;
  at: string;
}

export interface CallSnapshot extends CallFacts {
  endedBy: { reason: CallEnd; message: string | null } | null;
  muted: boolean;
  cameraOff: boolean;
  audioOnly: boolean;
  /** The call dropped to audio by itself because the connection is weak. */
  weakLine: boolean;
  /** Why video could not be turned back on. */
  cameraProblem: DeviceProblem | null;
  videoSending: boolean;
  /** Whether the other side says it sends video. */
  peerVideo: boolean;
  remoteStream: MediaStream | null;
  quality: CallQuality | null;
  chat: ChatLine[];
}

type Timer = "connect" | "rejoin" | "phone" | "restart" | "sample";

export class CallSession {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  /** The other side's entry the peer connection was made for. */
  private pcPeer: string | null = null;
  /** The entry this side last told whether it sends video. */
  private toldVideo: string | null = null;
  private candidates: RTCIceCandidateInit[] = [];
  /** Signalling steps run one after another, in the order the room delivered them. */
  private signalling: Promise<void> = Promise.resolve();
  private rejoins = 0;
  private refusedOnce = false;
  private restarts = 0;
  private samples: CallSample[] = [];
  private disposed = false;
  private readonly timers = new Map<Timer, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private state: CallSnapshot;

  constructor(
    private answer: JoinAnswer,
    readonly localStream: MediaStream,
    private readonly joinAgain: () => Promise<JoinAnswer>,
  ) {
    const video = answer.visitType === "video";
    const camera = localStream.getVideoTracks().length > 0;
    this.state = {
      ended: false,
      endedBy: null,
      socket: "opening",
      peer: null,
      admitted: false,
      connection: "none",
      phoneFallback: false,
      muted: false,
      cameraOff: false,
      // A video visit joined without a camera starts as audio only, with the way back to video offered.
      audioOnly: video && !camera,
      weakLine: false,
      cameraProblem: null,
      videoSending: camera,
      peerVideo: video,
      remoteStream: null,
      quality: null,
      chat: [],
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  /** Enters the room on the next turn, so a screen mounted twice in a row (React's strict mode) enters once. */
  start(): void {
    this.later("connect", 0, () => this.connect());
  }

  /** Lets go of the room and the connection (the page closes); the devices are the page's. */
  dispose(): void {
    this.disposed = true;
    this.release();
  }

  admit(): void {
    this.send({ type: "admit" });
  }

  /** Sends a text message; false when the room cannot take it now. */
  sendChat(text: string): boolean {
    if (!text || this.socket?.readyState !== 1) return false;
    this.send({ type: "chat", text });
    this.emit({ chat: [...this.state.chat, { mine: true, text, at: new Date().toISOString() }] });
    return true;
  }

  setMuted(muted: boolean): void {
    for (const track of this.localStream.getAudioTracks()) track.enabled = !muted;
    this.emit({ muted });
  }

  setCameraOff(cameraOff: boolean): void {
    for (const track of this.localStream.getVideoTracks()) track.enabled = !cameraOff;
    this.emit({ cameraOff });
    void this.sendVideo();
  }

  /** Audio only lets go of the camera, so no video is sent at all; turning video back on asks for it again. */
  async setAudioOnly(audioOnly: boolean, weakLine = false): Promise<void> {
    if (audioOnly) {
      for (const track of this.localStream.getVideoTracks()) {
        track.stop();
        this.localStream.removeTrack(track);
      }
      this.emit({ audioOnly, weakLine, cameraProblem: null });
    } else {
      const camera = await openCamera();
      if (this.state.ended) return;
      if (typeof camera === "string") return this.emit({ cameraProblem: camera });
      this.localStream.addTrack(camera);
      // The window of samples that judged the line too weak is not a verdict on the video now.
      this.samples = [];
      this.emit({ audioOnly, weakLine: false, cameraOff: false, cameraProblem: null });
    }
    await this.sendVideo();
  }

  /** The patient leaves (and may enter again while the join window is open). */
  leave(): void {
    this.finish("left");
  }

  /** The provider ends the visit for both sides; the room lets nobody in afterwards. */
  end(): void {
    this.send({ type: "end" });
    this.finish("ended");
  }

  // The room

  private connect(): void {
    if (this.disposed || this.state.ended) return;
    const url = new URL(this.answer.roomPath, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    this.socket = socket;
    // This entry is new to the other side: the connection between the two starts afresh.
    this.pcPeer = null;
    this.toldVideo = null;
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let message: RoomMessage;
      try {
        message = JSON.parse(String(event.data)) as RoomMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code);
    };
  }

  private receive(message: RoomMessage): void {
    switch (message.type) {
      case "room":
        return this.enterRoom(message.peer, message.admitted);
      case "signal":
        return this.queue(() => this.signal(message.signal));
      case "chat":
        if (message.from !== this.answer.role) this.emit({ chat: [...this.state.chat, { mine: false, text: message.text, at: message.at }] });
        return;
      case "restart":
        if (this.answer.role === "provider") this.queue(() => this.restartIce());
        return;
      case "media":
        return this.emit({ peerVideo: message.video });
      case "ended":
        return this.finish("ended");
    }
  }

  private enterRoom(peer: string | null, admitted: boolean): void {
    if (this.state.socket !== "open") {
      this.rejoins = 0;
      this.refusedOnce = false;
      rememberJoined(this.answer.appointmentId, true);
    }
    if (peer !== this.state.peer) this.emit({ peerVideo: this.answer.visitType === "video" });
    this.emit({ socket: "open", peer, admitted });
    // The other side left or entered again: the connection made for its old entry is of no use.
    if (this.pc && peer !== this.pcPeer) this.closePeerConnection();
    if (peer && admitted && this.toldVideo !== peer && this.answer.visitType === "video") {
      this.toldVideo = peer;
      this.send({ type: "media", video: this.state.videoSending });
    }
    if (mustOffer({ role: this.answer.role, peer, admitted }, this.pcPeer)) {
      this.openPeerConnection(peer);
      this.queue(() => this.offer());
    }
    this.review();
  }

  private closed(code: number): void {
    const reason = closeReason(code);
    if (reason === "lost") {
      this.emit({ socket: "reconnecting" });
      this.review();
      return this.rejoinLater();
    }
    if (reason === "token" && !this.refusedOnce) {
      this.refusedOnce = true;
      return void this.rejoin();
    }
    this.finish(reason === "token" ? "refused" : reason);
  }

  private rejoinLater(): void {
    if (Date.now() > Date.parse(this.answer.joinClosesAt)) return this.finish("over");
    this.later("rejoin", rejoinDelayMs(this.rejoins++), () => void this.rejoin());
  }

  /** Asks the server for a new entry (a fresh token) and enters with it. */
  private async rejoin(): Promise<void> {
    try {
      const answer = await this.joinAgain();
      this.answer = answer;
      this.connect();
    } catch (error) {
      if (this.disposed || this.state.ended) return;
      const { status } = readApiProblem(error);
      // Offline, or the server busy: try again. Anything else is the server's no (the window closed, the visit ended).
      if (status === null || status === 429 || status >= 500) this.rejoinLater();
      else this.finish("refused", problemText(error));
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  // The connection

  private openPeerConnection(peer: string | null): void {
    this.closePeerConnection();
    const pc = new RTCPeerConnection({ iceServers: this.answer.iceServers });
    this.pc = pc;
    this.pcPeer = peer;
    this.candidates = [];
    this.samples = [];
    this.restarts = 0;
    const remote = new MediaStream();
    pc.onicecandidate = ({ candidate }) => {
      if (this.pc !== pc || !candidate?.candidate) return;
      this.send({ type: "signal", signal: { candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } } });
    };
    pc.ontrack = ({ track }) => {
      if (this.pc !== pc) return;
      remote.addTrack(track);
      this.emit({ remoteStream: remote });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      this.emit({ connection: pc.connectionState });
      this.review();
    };
    if (this.answer.role === "provider") {
      pc.addTransceiver(this.localStream.getAudioTracks()[0] ?? "audio", { direction: "sendrecv" });
      if (this.answer.visitType === "video") {
        pc.addTransceiver(this.videoToSend() ?? "video", { direction: "sendrecv", sendEncodings: [{ ...VIDEO_ENCODING }] });
      }
    }
    this.emit({ connection: pc.connectionState });
    this.sampleLater();
  }

  private closePeerConnection(): void {
    const pc = this.pc;
    if (!pc) return;
    this.pc = null;
    this.pcPeer = null;
    this.cancel("sample");
    pc.close();
    this.emit({ connection: "none", remoteStream: null, quality: null });
  }

  private queue(step: () => Promise<void>): void {
    this.signalling = this.signalling.then(step).catch(() => {
      // A description that no longer fits (the other side entered again meanwhile): its next offer mends it.
    });
  }

  private async offer(): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    const offer = await pc.createOffer();
    const sdp = tuneOpus(offer.sdp ?? "");
    await pc.setLocalDescription({ type: "offer", sdp });
    this.send({ type: "signal", signal: { description: { type: "offer", sdp } } });
  }

  private async signal({ description, candidate }: SignalPayload): Promise<void> {
    if (description?.type === "offer" && this.answer.role === "patient") {
      if (!this.pc || this.pcPeer !== this.state.peer) this.openPeerConnection(this.state.peer);
      const pc = this.pc!;
      await pc.setRemoteDescription({ type: "offer", sdp: tuneOpus(description.sdp) });
      await this.addCandidates(pc);
      // The offer brought the transceivers: this side's microphone and camera go on them.
      for (const transceiver of pc.getTransceivers()) {
        const track = transceiver.receiver.track.kind === "audio" ? (this.localStream.getAudioTracks()[0] ?? null) : this.videoToSend();
        transceiver.direction = "sendrecv";
        if (transceiver.sender.track !== track) await transceiver.sender.replaceTrack(track);
      }
      const answer = await pc.createAnswer();
      const sdp = tuneOpus(answer.sdp ?? "");
      await pc.setLocalDescription({ type: "answer", sdp });
      this.send({ type: "signal", signal: { description: { type: "answer", sdp } } });
      await this.capVideo();
    } else if (description?.type === "answer" && this.pc?.signalingState === "have-local-offer") {
      await this.pc.setRemoteDescription({ type: "answer", sdp: tuneOpus(description.sdp) });
      await this.addCandidates(this.pc);
      await this.capVideo();
    } else if (candidate && this.pc) {
      this.candidates.push(candidate);
      if (this.pc.remoteDescription) await this.addCandidates(this.pc);
    }
  }

  private async addCandidates(pc: RTCPeerConnection): Promise<void> {
    for (const candidate of this.candidates.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** The patient asks the provider to restart; the provider restarts ICE and offers again. */
  private async restartIce(): Promise<void> {
    if (this.answer.role === "patient") return this.send({ type: "restart" });
    if (!this.pc) return;
    this.pc.restartIce();
    await this.offer();
  }

  // Video

  private videoToSend(): MediaStreamTrack | null {
    return this.state.cameraOff || this.state.audioOnly ? null : (this.localStream.getVideoTracks()[0] ?? null);
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.pc?.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === "video")?.sender;
  }

  /** Starts or stops the video on the connection without a new offer (no packets while stopped), and tells the other side. */
  private async sendVideo(): Promise<void> {
    const video = this.videoToSend();
    this.emit({ videoSending: video !== null });
    this.send({ type: "media", video: video !== null });
    await this.videoSender()
      ?.replaceTrack(video)
      .catch(() => undefined);
  }

  private async capVideo(): Promise<void> {
    const sender = this.videoSender();
    const parameters = sender?.getParameters();
    const encoding = parameters?.encodings?.[0];
    if (!sender || !parameters || !encoding) return;
    Object.assign(encoding, VIDEO_ENCODING);
    await sender.setParameters(parameters).catch(() => undefined);
  }

  // Watching the connection

  /** Arms what the connection's state calls for: "Call by phone" after 30 s without a connection, an ICE restart after 4 s disconnected. */
  private review(): void {
    const { peer, admitted, connection, ended } = this.state;
    if (ended) return;
    if (connection === "connected" || !peer || !admitted) {
      this.cancel("phone");
      this.cancel("restart");
      if (connection === "connected") {
        this.restarts = 0;
        if (this.state.phoneFallback) this.emit({ phoneFallback: false });
      }
      return;
    }
    this.later("phone", PHONE_FALLBACK_MS, () => this.emit({ phoneFallback: true }));
    if (connection !== "disconnected" && connection !== "failed") return this.cancel("restart");
    // Later restarts wait longer: a restart gathers new candidates, which takes a moment on a phone.
    if (!this.timers.has("restart")) {
      this.later("restart", ICE_RESTART_MS * (this.restarts++ === 0 ? 1 : 2), () => {
        this.queue(() => this.restartIce());
        this.review();
      });
    }
  }

  private sampleLater(): void {
    this.later("sample", QUALITY_SAMPLE_MS, () => void this.sample());
  }

  private async sample(): Promise<void> {
    const pc = this.pc;
    const report = await pc?.getStats().catch(() => null);
    if (!pc || this.pc !== pc) return;
    this.sampleLater();
    if (!report) return;
    const sample = readCallSample(report.values(), Date.now());
    this.samples = keepWindow(this.samples, sample);
    const verdict = judgeConnection(this.samples);
    this.emit({ quality: verdict.quality });
    if (verdict.tooWeakForVideo && this.state.videoSending) await this.setAudioOnly(true, true);
  }

  private finish(reason: CallEnd, message: string | null = null): void {
    if (this.state.ended) return;
    this.release();
    for (const track of this.localStream.getTracks()) track.stop();
    rememberJoined(this.answer.appointmentId, false);
    this.emit({ ended: true, endedBy: { reason, message } });
  }

  private release(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.closePeerConnection();
  }

  private later(timer: Timer, ms: number, run: () => void): void {
    if (this.timers.has(timer)) return;
    this.timers.set(
      timer,
      setTimeout(() => {
        this.timers.delete(timer);
        run();
      }, ms),
    );
  }

  private cancel(timer: Timer): void {
    clearTimeout(this.timers.get(timer));
    this.timers.delete(timer);
  }

  private emit(patch: Partial<CallSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
