import QRCode from "qrcode";
import { useEffect, useState } from "react";

type Drawn = { value: string; src: string } | { value: string; failed: true };

/**
 * A value as a QR code: an SVG drawn on the device (so it also works offline) and shown as an image, so no markup is
 * ever inserted into the page. `failed` is said instead when it cannot be drawn.
 */
export function QrImage({
  value,
  alt,
  failed,
  size = 256,
}: {
  value: string;
  alt: string;
  failed: string;
  size?: number;
}) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then(
      (svg) => current && setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => current && setDrawn({ value, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [value]);

  const frame = "grid aspect-square w-full place-items-center rounded-box bg-white p-2";
  const box = { maxWidth: size };
  if (!drawn || drawn.value !== value) {
    return (
      <div className={frame} style={box}>
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      </div>
    );
  }
  if ("failed" in drawn) {
    return (
      <p role="alert" className="text-sm text-error">
        {failed}
      </p>
    );
  }
  return (
    <div className={frame} style={box}>
      <img src={drawn.src} alt={alt} width={size} height={size} className="h-full w-full [image-rendering:pixelated]" />
    </div>
  );
}
