/** Honest stand-in for a screen that a later change builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{`${title} · MedCamp`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-base-content/70">This page is being built.</p>
    </section>
  );
}
