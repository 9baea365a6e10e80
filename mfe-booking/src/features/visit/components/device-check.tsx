/**
 * Before joining: what the call is, that nothing of it is kept, and whether the microphone (and the
 * camera, for a video visit) work, with what to do when they do not. A video visit can go on with
 * audio only; no visit goes on without a microphone.
 */
import type { JoinAnswer } from "@gh/contracts/visit-calls";
import { msg, useT } from "@gh/i18n";
import { Button, Check, Shield, Spinner } from "@gh/ui";
import { InlineAlert } from "../../../components/inline-alert";
import type { DeviceCheck, DeviceProblem } from "../devices";
import { LocalPreview } from "./media-views";

const MICROPHONE_PROBLEMS: Record<DeviceProblem, string> = {
  refused: msg("The browser is not allowed to use your microphone. Allow it in the site settings (the icon beside the web address), then try again."),
  missing: msg("No microphone was found. Connect one, or a headset, and try again."),
  busy: msg("Your microphone is being used by another app. Close that app (a call or a recorder) and try again."),
  unsupported: msg("This browser cannot make calls. Open the visit in an up-to-date Chrome, Firefox or Safari."),
  failed: msg("Your microphone could not be started. Try again."),
};

export const CAMERA_PROBLEMS: Record<DeviceProblem, string> = {
  refused: msg("The browser is not allowed to use your camera. Allow it in the site settings, or join with audio only."),
  missing: msg("No camera was found. You can join with audio only."),
  busy: msg("Your camera is being used by another app. Close that app and try again, or join with audio only."),
  unsupported: msg("This browser cannot use your camera. You can join with audio only."),
  failed: msg("Your camera could not be started. Try again, or join with audio only."),
};

interface DeviceCheckProps {
  answer: JoinAnswer;
  /** Null while the browser is asked. */
  check: DeviceCheck | null;
  onRetry: () => void;
  onJoin: () => void;
  joining: boolean;
  /** Why the last Join did not go through. */
  joinProblem: string | null;
}

export function DeviceCheckStep({ answer, check, onRetry, onJoin, joining, joinProblem }: DeviceCheckProps) {
  const t = useT();
  const video = answer.visitType === "video";
  const cameraProblem = check?.stream ? check.camera : null;
  return (
    <section className="visit-check">
      <p>{t("The call goes directly between you and {name}, encrypted.", { name: answer.other.name })}</p>
      <p className="visit-check__private">
        <Shield size={20} />
        {t("Nothing of this call is recorded or stored.")}
      </p>
      <p className="visit-muted">{t("On a weak connection the call keeps to audio, about 5 MB in 15 minutes. If it cannot connect at all, you can call by phone.")}</p>

      {!check ? (
        <Spinner label={video ? msg("Checking your microphone and camera...") : msg("Checking your microphone...")} />
      ) : !check.stream ? (
        <InlineAlert>{t(MICROPHONE_PROBLEMS[check.microphone])}</InlineAlert>
      ) : (
        <>
          <p className="visit-check__ready" role="status">
            <Check size={20} />
            {video && !cameraProblem ? t("Your microphone and camera are ready.") : t("Your microphone is ready.")}
          </p>
          {cameraProblem && <InlineAlert>{t(CAMERA_PROBLEMS[cameraProblem])}</InlineAlert>}
          {video && !cameraProblem && <LocalPreview stream={check.stream} />}
        </>
      )}
      {joinProblem && <InlineAlert>{joinProblem}</InlineAlert>}

      <div className="visit-actions">
        <Button size="lg" onClick={onJoin} disabled={!check?.stream} loading={joining}>
          {cameraProblem ? t("Join with audio only") : t("Join")}
        </Button>
        {check && (!check.stream || cameraProblem) && (
          <Button variant="outline" size="lg" onClick={onRetry}>
            {t("Try again")}
          </Button>
        )}
      </div>
    </section>
  );
}
