/** The call's sound and pictures: the other side's (audio through its own element, so it plays whether or not video shows) and this side's preview. */
import { useT } from "@gh/i18n";
import { Button } from "@gh/ui";
import { useEffect, useRef, useState } from "react";

/** Plays the other side's voice. A browser that refuses sound before a tap (a reload rejoined by itself) gets a button. */
export function RemoteAudio({ stream }: { stream: MediaStream | null }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) element.play().then(() => setBlocked(false), () => setBlocked(true));
  }, [stream]);
  return (
    <>
      <audio ref={audio} autoPlay />
      {blocked && (
        <Button onClick={() => void audio.current?.play().then(() => setBlocked(false))}>{t("Turn on the sound")}</Button>
      )}
    </>
  );
}

/** The other side's picture (muted: its sound plays through RemoteAudio). */
export function RemoteVideo({ stream, label }: { stream: MediaStream | null; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className="visit-video" autoPlay playsInline muted aria-label={label} />;
}

/** This side's camera, small and mirrored, as people expect to see themselves. */
export function LocalPreview({ stream }: { stream: MediaStream }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className="visit-preview" autoPlay playsInline muted aria-label={t("Your camera")} />;
}
