import { useState } from "react";
import { MESSAGES } from "../../i18n/messages";

type Props = { name: string; photoURL: string | null; size?: string };

/**
 * The user's photo, or their initial on a coloured disc when there is no photo or it fails to load
 * (never a remote fallback image).
 */
export function Avatar({ name, photoURL, size = "size-24" }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (photoURL && failedSrc !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={name}
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        className={`${size} rounded-full object-cover`}
        onError={() => setFailedSrc(photoURL)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={MESSAGES.dashProfile.avatarOf(name)}
      className={`${size} grid place-items-center rounded-full bg-primary text-3xl font-bold text-primary-content`}
    >
      <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || "U"}</span>
    </span>
  );
}
