import { MESSAGES } from "../../i18n/messages";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { MobileMenu } from "../../components/layout/mobile-menu";
import { type NavItem, NavLinks } from "../../components/layout/nav-links";
import { MainContent } from "../../components/layout/main-content";
import { OfflineBanner } from "../../components/feedback/offline-banner";
import { SkipLink } from "../../components/layout/skip-link";
import { ThemeToggle } from "../../components/layout/theme-toggle";
import { scrollKey } from "../../lib/scroll-key";

type AreaLayoutProps = { label: string; home: NavItem; items: readonly NavItem[] };

/**
 * Chrome of the user and admin areas: their own top menu (a menu button on small screens, like the main navbar)
 * and a way back to the main site.
 */
export function AreaLayout({ label, home, items }: AreaLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-base-300 bg-base-200/95 backdrop-blur">
        <nav aria-label={label} className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-2 sm:px-4">
          <MobileMenu items={items} className="lg:hidden" />
          <Link to={home.to} className="btn btn-ghost px-2 text-lg font-bold">
            {home.label}
          </Link>
          <NavLinks items={items} className="menu-horizontal hidden flex-1 flex-wrap gap-1 lg:flex" />
          <div className="ms-auto flex items-center gap-1">
            <ThemeToggle />
            <Link to="/" className="btn btn-primary btn-sm">
              {MESSAGES.layout.mainPage}
            </Link>
          </div>
        </nav>
      </header>
      <MainContent>
        <Outlet />
        <OfflineBanner />
      </MainContent>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
