import { useAuth } from "../../lib/auth-context";
import { Avatar } from "./avatar";

const DEFAULT_NAME = "User";

/** /user: a welcome with the user's name (default "User") and photo. */
export function WelcomePage() {
  const { user } = useAuth();
  const name = user?.name || user?.displayName || DEFAULT_NAME;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <title>User Dashboard · MedCamp</title>
      <Avatar name={name} photoURL={user?.photoURL ?? null} />
      <h1 className="text-3xl font-bold">Welcome, {name}</h1>
      <p className="text-base-content/70">Your profile, camp requests, reviews and payments are in the menu above.</p>
    </section>
  );
}
