import { Link } from "react-router";
import { SocialLinks } from "./social-links";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/meals", label: "All Camps" },
  { to: "/upcoming-meals", label: "Upcoming Camping" },
  { to: "/auth/register", label: "Create an account" },
] as const;

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
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">About</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/#about" className="link link-hover">
                What MedCamp is
              </Link>
            </li>
            <li>
              <a href="mailto:hello@medcamp.dev" className="link link-hover">
                Contact us
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">Legal</h2>
          <p className="text-sm">Camp information is general guidance, not personal medical advice.</p>
          <p className="mt-2 text-sm">© {new Date().getFullYear()} MedCamp</p>
        </div>
      </div>
    </footer>
  );
}
