import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import type { NavItem } from "./nav-links";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { LanguageMenu } from "../../i18n/language-switcher";
import { UserMenu } from "./user-menu";

// Functions, not constants: the labels are read when shown, in the language being read.
const publicLinks = (): readonly NavItem[] => [
  { to: "/", label: MESSAGES.nav.home, end: true },
  { to: "/meals", label: MESSAGES.nav.allCamps },
  { to: "/upcoming-meals", label: MESSAGES.nav.upcomingCamping },
];
const adminLink = (): NavItem => ({ to: "/admin", label: MESSAGES.nav.adminDashboard });

type NavbarProps = {
  /** Shown beside the account menu to a signed-in user: the notification bell (the app layer puts it in). */
  signedInExtras?: ReactNode;
};

export function Navbar({ signedInExtras }: NavbarProps = {}) {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();
  // After login or register the user comes back to the page they were on (product.md §2); between the two auth pages
  // the location saved earlier travels on.
  const from = location.pathname.startsWith("/auth/")
    ? location.state
    : { from: { pathname: location.pathname, search: location.search } };
  const links = isAdmin ? [...publicLinks(), adminLink()] : publicLinks();

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav aria-label={MESSAGES.nav.main} className="navbar mx-auto max-w-6xl gap-1 px-2 sm:px-4">
        <div className="navbar-start gap-1">
          <MobileMenu items={links} className="lg:hidden" />
          <Brand />
        </div>
        <div className="navbar-center hidden lg:flex">
          <NavLinks items={links} className="menu-horizontal gap-1" />
        </div>
        <div className="navbar-end gap-1">
          <LanguageMenu className="hidden lg:block" />
          <ThemeToggle />
          {loading ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : user ? (
            <>
              {signedInExtras}
              {/* Not lazy: a server-rendered page (ADR 019) must send it in place, and React sends a Suspense boundary
                  holding an image (the avatar) as a fallback plus an inline script, which the CSP refuses. */}
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/auth/login" state={from} className="btn btn-ghost btn-sm">
                {MESSAGES.authUi.login}
              </Link>
              <Link to="/auth/register" state={from} className="btn btn-primary btn-sm">
                {MESSAGES.authUi.register}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
