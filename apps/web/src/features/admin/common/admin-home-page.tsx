import { MESSAGES } from "../../../i18n/messages";
import { type Shortcut, ShortcutCards } from "../../../components/layout/shortcut-cards";
import { useAuth } from "../../../lib/auth-context";
import { NewsletterCount } from "../newsletter/newsletter-count";
import { NewsletterSendForm } from "../newsletter/newsletter-send-form";
import { OverviewSection } from "../overview/overview-section";

const H = MESSAGES.adminHome;

/** The shortcut cards, read when the dashboard renders (in the language being read). */
const shortcuts = (): Shortcut[] => [
  { to: "/admin/add-meal", title: H.addCampTitle, text: H.addCampText },
  { to: "/admin/add-upcomingmeal", title: MESSAGES.overview.upcomingCamps, text: H.upcomingText },
  { to: "/admin/serve-meal", title: H.requestsTitle, text: H.requestsText },
  { to: "/admin/all-meal", title: H.manageCampsTitle, text: H.manageCampsText },
  { to: "/admin/all-reviews", title: H.reviewsTitle, text: H.reviewsText },
  { to: "/admin/manage-user", title: H.usersTitle, text: H.usersText },
  { to: "/admin/outbox", title: MESSAGES.outbox.title, text: H.outboxText },
  { to: "/admin/audit", title: MESSAGES.audit.title, text: MESSAGES.audit.shortcut },
];

export function AdminHomePage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-2 px-4 py-12 text-center">
      <title>{H.documentTitle}</title>
      <h1 className="text-3xl font-bold">{H.welcome(user?.name || MESSAGES.adminCommon.admin)}</h1>
      <p className="text-base-content/80">{H.intro}</p>
      <div className="mb-8">
        <NewsletterCount />
      </div>
      <div className="mb-10 w-full">
        <OverviewSection />
      </div>
      <ShortcutCards items={shortcuts()} label={H.tasksLabel} />
      <div className="mt-8 flex w-full justify-center">
        <NewsletterSendForm />
      </div>
    </section>
  );
}
