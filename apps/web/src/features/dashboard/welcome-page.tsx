import { ShortcutCards } from "../../components/shortcut-cards";
import { useAuth } from "../../lib/auth-context";
import { StaffedCampsSection } from "../staff/staffed-camps-section";
import { Avatar } from "./avatar";

const DEFAULT_NAME = "User";

const SHORTCUTS = [
  { to: "/user/profile", title: "Your profile", text: "Your photo, e-mail address and package." },
  { to: "/user/meals", title: "Your camp requests", text: "The camps you asked to join; cancel one still pending." },
  { to: "/user/reviews", title: "Your reviews", text: "Edit or delete what you wrote about a camp." },
  { to: "/user/history", title: "Your payments", text: "Every package you bought, with its transaction ID." },
  { to: "/meals", title: "Find a camp", text: "Browse camps of 3, 7 or 10 days and join one." },
  { to: "/#packages", title: "Packages", text: "Platinum, Gold or Silver: what each one includes." },
] as const;

/**
 * /user: a welcome with the user's name (default "User") and photo, and the way to each part of the dashboard; for
 * staff (issue 21) the check-in pages of the camps they staff.
 */
export function WelcomePage() {
  const { user } = useAuth();
  const name = user?.name || user?.displayName || DEFAULT_NAME;
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-12 text-center">
      <title>User Dashboard · MedCamp</title>
      <Avatar name={name} photoURL={user?.photoURL ?? null} />
      <h1 className="text-3xl font-bold">Welcome, {name}</h1>
      <p className="mb-6 text-base-content/80">Your profile, camp requests, reviews and payments, all in one place.</p>
      <StaffedCampsSection email={user?.email ?? ""} />
      <ShortcutCards items={SHORTCUTS} label="Your dashboard" />
    </section>
  );
}
