import { MESSAGES } from "../../i18n/messages";
import { type ChangeEvent, useId, useState } from "react";
import { decodeQrPicture } from "./qr-decoder";

/** A photo of a ticket (taken now or picked), read with the same decoder as the camera. */
export function PictureScanner({ onScan }: { onScan: (code: string) => void }) {
  const id = useId();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const code = await decodeQrPicture(file).catch(() => null);
      if (code) onScan(code);
      else setError(MESSAGES.checkIn.noCodeInPicture);
    } finally {
      setReading(false);
      // The same picture may be chosen again.
      input.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {MESSAGES.checkIn.scanPicture}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="file-input file-input-lg w-full"
        disabled={reading}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void read(event)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-error">
          {error}
        </p>
      )}
    </div>
  );
}
