import { Link, Outlet, ScrollRestoration } from "react-router";
import { type NavItem, NavLinks } from "../../components/nav-links";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";
import { ThemeToggle } from "../../components/theme-toggle";

type AreaLayoutProps = { label: string; home: NavItem; items: readonly NavItem[] };

/** Chrome of the user and admin areas: their own top menu and a way back to the main site. */
export function AreaLayout({ label, home, items }: AreaLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink />
      <header className="border-b border-base-300 bg-base-200">
        <nav aria-label={label} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-2 py-2 sm:px-4">
          <Link to={home.to} className="btn btn-ghost px-2 text-lg font-bold">
            {home.label}
          </Link>
          <NavLinks items={items} className="menu-horizontal flex-1 flex-wrap gap-1" />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <Link to="/" className="btn btn-primary btn-sm">
              Main Page
            </Link>
          </div>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
