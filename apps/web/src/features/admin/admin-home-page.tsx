import { useAuth } from "../../lib/auth-context";

export function AdminHomePage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>Admin Dashboard · MedCamp</title>
      <h1 className="text-3xl font-bold">Welcome, {user?.name || "Admin"}</h1>
      <p className="mt-2 text-base-content/70">
        Add and publish camps, serve join requests, and manage reviews and users.
      </p>
    </section>
  );
}
