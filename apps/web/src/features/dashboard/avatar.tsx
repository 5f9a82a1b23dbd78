/** The user's photo, or their initial on a coloured disc (never a remote fallback image). */
export function Avatar({ name, photoURL, size = "size-24" }: { name: string; photoURL: string | null; size?: string }) {
  if (photoURL) return <img src={photoURL} alt={name} className={`${size} rounded-full object-cover`} />;
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className={`${size} grid place-items-center rounded-full bg-primary text-3xl font-bold text-primary-content`}
    >
      {name.trim().charAt(0).toUpperCase() || "U"}
    </span>
  );
}
