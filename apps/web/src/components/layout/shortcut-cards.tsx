import { useId } from "react";
import { Link } from "react-router";

export type Shortcut = { to: string; title: string; text: string };

/** A grid of cards leading to the sections of an area; the whole card is the link's click target. */
export function ShortcutCards({ items, label }: { items: readonly Shortcut[]; label: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="w-full text-start">
      <h2 id={id} className="sr-only">
        {label}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.to}
            className="card relative bg-base-100 shadow-sm ring-1 ring-base-300 transition hover:shadow-md hover:ring-primary"
          >
            <div className="card-body gap-1 p-5">
              <h3 className="card-title text-lg">
                <Link
                  to={item.to}
                  className="after:absolute after:inset-0 after:rounded-box focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
                >
                  {item.title}
                </Link>
                {/* An arrow that means "onward": it points the reading direction's way (left in Arabic). */}
                <span aria-hidden="true" className="inline-block text-primary rtl:-scale-x-100">
                  →
                </span>
              </h3>
              <p className="text-sm text-base-content/80">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
