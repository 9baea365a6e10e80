/**
 * The microphone (and, for a video visit, the camera) a call sends, and what to tell the person when
 * the browser cannot give them. Video starts small for a weak line: 320×240 at 15 frames a second.
 */

export const CAMERA: MediaTrackConstraints = { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15, max: 15 }, facingMode: "user" };

/** Why a device cannot be used: permission refused, none there, held by another app, a browser that cannot call, or else. */
export type DeviceProblem = "refused" | "missing" | "busy" | "unsupported" | "failed";

/** The problem a getUserMedia refusal names. */
export function deviceProblem(error: unknown): DeviceProblem {
  switch ((error as { name?: unknown } | null)?.name) {
    case "NotAllowedError":
    case "SecurityError":
      return "refused";
    case "NotFoundError":
    case "OverconstrainedError":
      return "missing";
    case "NotReadableError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}

export type DeviceCheck =
  /** The devices to call with; `camera` says why a video visit's camera is missing from them. */
  | { stream: MediaStream; camera: DeviceProblem | null }
  | { stream: null; microphone: DeviceProblem };

/** Asks for the microphone, and the camera too when `video`; a visit can go on without the camera, never without the microphone. */
export async function openDevices(video: boolean): Promise<DeviceCheck> {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia || typeof RTCPeerConnection === "undefined") return { stream: null, microphone: "unsupported" };
  try {
    return { stream: await media.getUserMedia({ audio: true, video: video && CAMERA }), camera: null };
  } catch (error) {
    if (!video) return { stream: null, microphone: deviceProblem(error) };
    // Both were asked for at once: the microphone alone tells which of the two failed.
    try {
      return { stream: await media.getUserMedia({ audio: true }), camera: deviceProblem(error) };
    } catch (microphoneError) {
      return { stream: null, microphone: deviceProblem(microphoneError) };
    }
  }
}

/** A camera track to send again (after audio only), or why there is none. */
export async function openCamera(): Promise<MediaStreamTrack | DeviceProblem> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: CAMERA });
    return stream.getVideoTracks()[0] ?? "missing";
  } catch (error) {
    return deviceProblem(error);
  }
}
