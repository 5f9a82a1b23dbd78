import { MESSAGES } from "../../i18n/messages";
import { Link } from "react-router";

export function Brand() {
  return (
    <Link to="/" className="btn btn-ghost gap-2 px-2 text-xl font-bold" aria-label={MESSAGES.nav.brandHome}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className="fill-primary-content" />
      </svg>
      <span>MedCamp</span>
    </Link>
  );
}
