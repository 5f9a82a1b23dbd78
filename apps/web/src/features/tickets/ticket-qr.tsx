import { formatTicketCode } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

type Drawn = { code: string; src: string } | { code: string; failed: true };

/**
 * The ticket's code as a QR code: an SVG drawn on the device (so it also works offline) and shown as an image, so no
 * markup is ever inserted into the page.
 */
export function TicketQr({ code }: { code: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then(
      (svg) => current && setDrawn({ code, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => current && setDrawn({ code, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const frame = "grid aspect-square w-full max-w-64 place-items-center rounded-box bg-white p-2";
  if (!drawn || drawn.code !== code) {
    return (
      <div className={frame}>
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      </div>
    );
  }
  if ("failed" in drawn) {
    return (
      <p role="alert" className="text-sm text-error">
        {MESSAGES.tickets.qrFailed}
      </p>
    );
  }
  return (
    <div className={frame}>
      <img
        src={drawn.src}
        alt={MESSAGES.tickets.qrAlt(formatTicketCode(code))}
        width={256}
        height={256}
        className="h-full w-full [image-rendering:pixelated]"
      />
    </div>
  );
}
