import { LanguageMenu } from "../../i18n/language-switcher";
import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SocialLinks } from "./social-links";

type FooterLink = { to: string; label: string };

// Functions, not constants: the labels are read when shown, in the language being read.
const quickLinks = (): readonly FooterLink[] => [
  { to: "/", label: MESSAGES.nav.home },
  { to: "/meals", label: MESSAGES.nav.allCamps },
  { to: "/upcoming-meals", label: MESSAGES.nav.upcomingCamping },
  { to: "/auth/register", label: MESSAGES.footer.createAccount },
];

const aboutLinks = (): readonly FooterLink[] => [
  { to: "/#about", label: MESSAGES.footer.whatMedCampIs },
  { to: "/#packages", label: MESSAGES.footer.campPackages },
];

const legalLinks = (): readonly FooterLink[] => [
  { to: "/privacy", label: MESSAGES.legalPrivacy.title },
  { to: "/terms", label: MESSAGES.legalTerms.title },
  { to: "/terms#medical-disclaimer", label: MESSAGES.legalTerms.medicalDisclaimer },
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
          <p className="mt-2 text-sm">{MESSAGES.footer.tagline}</p>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </div>
        <LinkGroup title={MESSAGES.footer.quickLinks} links={quickLinks()} />
        <LinkGroup title={MESSAGES.footer.about} links={aboutLinks()}>
          <li>
            <a href="mailto:hello@medcamp.dev" className="link link-hover inline-block py-1">
              {MESSAGES.footer.contactUs}
            </a>
          </li>
        </LinkGroup>
        <div>
          <LinkGroup title={MESSAGES.footer.legal} links={legalLinks()} />
          <p className="mt-4 text-sm">© {new Date().getFullYear()} MedCamp</p>
          <LanguageMenu opens="top" className="mt-3 -ms-3" />
        </div>
      </div>
    </footer>
  );
}
