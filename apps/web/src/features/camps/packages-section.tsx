import {
  DEFAULT_PRIORITY_BOOKING_HOURS,
  PACKAGES,
  type PackageName,
  PRIORITY_BOOKING_PACKAGES,
  WAITLIST_PRIORITY_PACKAGES,
} from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { savePackageChoice } from "../../lib/package-choice";
import { useAppConfig } from "../../lib/use-app-config";

/**
 * What each package gives, only benefits the product enforces (issue 20): every package joins camps and renews
 * monthly; Gold and Platinum members wait ahead of Silver members on a full camp's waitlist; Platinum members book a
 * newly published camp first, for the deployment's PRIORITY_BOOKING_HOURS (from /api/app-config).
 */
function benefitsOf(pkg: PackageName, priorityHours: number): string[] {
  const { join, monthly, cancel, waitlist, priorityBooking } = MESSAGES.subscription.benefits;
  const list: string[] = [join, monthly, cancel];
  if (WAITLIST_PRIORITY_PACKAGES.includes(pkg)) list.push(waitlist);
  if (PRIORITY_BOOKING_PACKAGES.includes(pkg) && priorityHours > 0) list.push(priorityBooking(priorityHours));
  return list;
}

/**
 * Buy Package: Subscribe keeps the choice (it survives a reload of /payments) and goes to checkout. The package the
 * signed-in user holds is marked "Your package" (issue 17). A link to `/#packages` brings the section into view.
 */
export function PackagesSection() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { user } = useAuth();
  const priorityHours = useAppConfig().data?.priorityBookingHours ?? DEFAULT_PRIORITY_BOOKING_HOURS;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === "#packages") ref.current?.scrollIntoView?.({ block: "start" });
  }, [hash]);
  return (
    <section ref={ref} id="packages" aria-labelledby="packages-title" className="bg-base-200 px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="packages-title" className="mb-6 text-center text-3xl font-bold">
          {MESSAGES.home.buyPackage}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {PACKAGES.map((pkg) => {
            const held = user?.badge === pkg.name;
            return (
              <li
                key={pkg.name}
                aria-current={held ? "true" : undefined}
                className={`card bg-base-100 shadow-md ${held ? "ring-2 ring-success" : pkg.mostPopular ? "ring-2 ring-primary" : ""}`}
              >
                <div className="card-body">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="card-title text-2xl">{pkg.name}</h3>
                    <div className="flex flex-wrap gap-1">
                      {held && <span className="badge badge-success">{MESSAGES.subscription.sectionTitle}</span>}
                      {pkg.mostPopular && <span className="badge badge-primary">{MESSAGES.home.mostPopular}</span>}
                    </div>
                  </div>
                  <p className="grow-0 text-3xl font-bold">
                    ${pkg.price}
                    <span className="text-base font-normal text-base-content/70">{MESSAGES.home.perMonth}</span>
                  </p>
                  <ul className="flex-1 list-inside list-disc space-y-1 text-sm">
                    {benefitsOf(pkg.name, priorityHours).map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <div className="card-actions mt-4">
                    <button
                      type="button"
                      className="btn btn-primary w-full"
                      aria-label={MESSAGES.home.subscribeTo(pkg.name)}
                      onClick={() => {
                        savePackageChoice({ name: pkg.name, price: pkg.price });
                        void navigate("/payments");
                      }}
                    >
                      {MESSAGES.newsletter.subscribe}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
