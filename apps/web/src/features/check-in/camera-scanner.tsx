import { MESSAGES } from "../../i18n/messages";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { decodeQrFrame } from "./qr-decoder";

/** About five frames a second: quick enough to feel instant, light enough for an old phone. */
const FRAME_INTERVAL_MS = 200;
/** The same code seen again within this time is the same scan (the ticket is still in front of the camera). */
const REPEAT_WINDOW_MS = 3000;

function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return MESSAGES.checkIn.cameraRefused;
  if (name === "NotFoundError" || name === "OverconstrainedError") return MESSAGES.checkIn.cameraMissing;
  return MESSAGES.checkIn.cameraFailed;
}

/** The back camera, read for QR codes while it is on; every new code is a scan. */
export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCode = useEffectEvent(onScan);

  useEffect(() => {
    if (!on) return;
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let decoding = false;
    let last = { code: "", at: 0 };

    const fail = (text: string) => {
      setError(text);
      setOn(false);
    };

    const readFrame = async () => {
      if (decoding || !video) return;
      decoding = true;
      try {
        const code = await decodeQrFrame(video);
        if (!code || stopped) return;
        const now = Date.now();
        const repeated = code === last.code && now - last.at < REPEAT_WINDOW_MS;
        last = { code, at: now };
        if (!repeated) onCode(code);
      } catch {
        // A frame that cannot be read is skipped; the next one is tried.
      } finally {
        decoding = false;
      }
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return fail(MESSAGES.checkIn.cameraMissing);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (cause) {
        if (!stopped) fail(cameraErrorText(cause));
        return;
      }
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      if (!stopped) timer = setInterval(() => void readFrame(), FRAME_INTERVAL_MS);
    };

    void start();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [on]);

  const toggle = () => {
    setError(null);
    setOn((was) => !was);
  };

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={`btn btn-lg ${on ? "btn-outline" : "btn-secondary"}`} onClick={toggle}>
        {on ? MESSAGES.checkIn.stopCamera : MESSAGES.checkIn.startCamera}
      </button>
      {/* Always rendered so the stream has an element to play in; hidden while the camera is off. */}
      <video
        ref={videoRef}
        hidden={!on}
        muted
        playsInline
        aria-label={MESSAGES.checkIn.cameraView}
        className="aspect-square w-full rounded-box bg-black object-cover"
      />
      {on && <p className="text-sm text-base-content/70">{MESSAGES.checkIn.cameraHint}</p>}
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
    </div>
  );
}
