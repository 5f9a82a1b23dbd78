import type { ReactNode } from "react";

/** The frame of a legal page: a title (also the document title), a short intro and its sections. */
export function LegalArticle({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <title>{`${title} · MedCamp`}</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-base-content/80">{intro}</p>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="space-y-2">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
