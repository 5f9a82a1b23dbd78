import type { ReactNode } from "react";
import { Link } from "react-router";
import { SocialLinks } from "./social-links";

type FooterLink = { to: string; label: string };

const QUICK_LINKS: readonly FooterLink[] = [
  { to: "/", label: "Home" },
  { to: "/meals", label: "All Camps" },
  { to: "/upcoming-meals", label: "Upcoming Camping" },
  { to: "/auth/register", label: "Create an account" },
];

const ABOUT_LINKS: readonly FooterLink[] = [
  { to: "/#about", label: "What MedCamp is" },
  { to: "/#packages", label: "Camp packages" },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Use" },
  { to: "/terms#medical-disclaimer", label: "Medical disclaimer" },
];

function LinkGroup({ title, links, children }: { title: string; links: readonly FooterLink[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link link-hover inline-block py-1">
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-lg font-bold">MedCamp</h2>
          <p className="mt-2 text-sm">Health camps of 3, 7 and 10 days, run by caring professionals.</p>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </div>
        <LinkGroup title="Quick Links" links={QUICK_LINKS} />
        <LinkGroup title="About" links={ABOUT_LINKS}>
          <li>
            <a href="mailto:hello@medcamp.dev" className="link link-hover inline-block py-1">
              Contact us
            </a>
          </li>
        </LinkGroup>
        <div>
          <LinkGroup title="Legal" links={LEGAL_LINKS} />
          <p className="mt-4 text-sm">© {new Date().getFullYear()} MedCamp</p>
        </div>
      </div>
    </footer>
  );
}
