import { MESSAGES } from "../../i18n/messages";
import { Link } from "react-router";

/** Where the packages are: the home page's Buy Package section. */
export const PACKAGES_HREF = "/#packages";

/**
 * A refusal that needs a package (product.md §6 "Need to buy subscription"), shown beside the action that was
 * refused, with the way to buy one.
 */
export function SubscriptionNotice({ message, className = "" }: { message: string; className?: string }) {
  const ended = /[.!?]$/.test(message);
  return (
    <p role="status" className={`text-sm ${className}`}>
      {message}
      {ended ? " " : ". "}
      <Link to={PACKAGES_HREF} className="link link-primary font-medium">
        {MESSAGES.subscription.seePackages}
      </Link>
    </p>
  );
}
