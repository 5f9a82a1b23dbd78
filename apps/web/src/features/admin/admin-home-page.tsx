import { MESSAGES } from "../../i18n/messages";
import { ShortcutCards } from "../../components/shortcut-cards";
import { useAuth } from "../../lib/auth-context";
import { NewsletterCount } from "./newsletter-count";
import { NewsletterSendForm } from "./newsletter-send-form";
import { OverviewSection } from "./overview/overview-section";

const SHORTCUTS = [
  { to: "/admin/add-meal", title: "Add a camp", text: "Publish a new camp with its professionals and fee." },
  { to: "/admin/add-upcomingmeal", title: "Upcoming camps", text: "Plan camps ahead and publish them when ready." },
  { to: "/admin/serve-meal", title: "Join requests", text: "Book campers into the camps they asked to join." },
  { to: "/admin/all-meal", title: "Manage camps", text: "Update or delete camps, sorted by likes or reviews." },
  { to: "/admin/all-reviews", title: "Camp reviews", text: "See which camps were reviewed and reset reviews." },
  { to: "/admin/manage-user", title: "Users", text: "Find users and make a student an admin." },
  { to: "/admin/outbox", title: "Outbox", text: "Read every e-mail MedCamp sent, or keeps here without SMTP." },
  { to: "/admin/audit", title: MESSAGES.audit.title, text: MESSAGES.audit.shortcut },
] as const;

export function AdminHomePage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-2 px-4 py-12 text-center">
      <title>Admin Dashboard · MedCamp</title>
      <h1 className="text-3xl font-bold">Welcome, {user?.name || "Admin"}</h1>
      <p className="text-base-content/80">Add and publish camps, serve join requests, and manage reviews and users.</p>
      <div className="mb-8">
        <NewsletterCount />
      </div>
      <div className="mb-10 w-full">
        <OverviewSection />
      </div>
      <ShortcutCards items={SHORTCUTS} label="Admin tasks" />
      <div className="mt-8 flex w-full justify-center">
        <NewsletterSendForm />
      </div>
    </section>
  );
}
