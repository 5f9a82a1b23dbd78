import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { ShortcutCards } from "../../components/layout/shortcut-cards";
import { useAuth } from "../../lib/auth-context";
import { Avatar } from "../../components/media/avatar";

/** The dashboard's shortcuts, in the language being read. */
const shortcuts = () => {
  const { shortcuts: text } = MESSAGES.dashWelcome;
  return [
    { to: "/user/profile", title: text.profile.title, text: text.profile.text },
    { to: "/user/meals", title: text.requests.title, text: text.requests.text },
    { to: "/user/reviews", title: text.reviews.title, text: text.reviews.text },
    { to: "/user/history", title: text.payments.title, text: text.payments.text },
    { to: "/meals", title: text.findCamp.title, text: text.findCamp.text },
    { to: "/#packages", title: text.packages.title, text: text.packages.text },
  ];
};

/**
 * /user: a welcome with the user's name (default "User") and photo, and the way to each part of the dashboard; above
 * the ways, `staffedCamps` (another feature's: for staff, issue 21, the check-in pages of the camps they staff).
 */
export function WelcomePage({ staffedCamps }: { staffedCamps?: ReactNode }) {
  const { user } = useAuth();
  const name = user?.name || user?.displayName || MESSAGES.dashProfile.defaultName;
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-12 text-center">
      <title>{MESSAGES.dashWelcome.documentTitle}</title>
      <Avatar name={name} photoURL={user?.photoURL ?? null} />
      <h1 className="text-3xl font-bold">{MESSAGES.dashWelcome.greeting(name)}</h1>
      <p className="mb-6 text-base-content/80">{MESSAGES.dashWelcome.intro}</p>
      {staffedCamps}
      <ShortcutCards items={shortcuts()} label={MESSAGES.dashWelcome.shortcutsLabel} />
    </section>
  );
}
