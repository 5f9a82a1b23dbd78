import { EXPORT_PATHS } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useId, useState } from "react";

const T = MESSAGES.exports;

/**
 * Beyond the spec (issue 23): the users and payments exports as plain downloads (the session cookie goes along, the
 * server streams the file). Payments take an optional range of UTC days; a range that ends before it starts is not
 * offered as a link.
 */
export function ExportsSection() {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const backwards = Boolean(from && to && from > to);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-box border border-base-300 p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {T.title}
      </h2>
      <p className="mb-4 text-sm opacity-80">{T.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <a className="btn btn-outline btn-sm" href={EXPORT_PATHS.users} download>
          {T.users}
        </a>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="label pb-1 whitespace-normal text-sm font-medium">
            {T.paymentsFrom}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input input-bordered input-sm"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="label pb-1 whitespace-normal text-sm font-medium">
            {T.paymentsTo}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input input-bordered input-sm"
            value={to}
            min={from || undefined}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${id}-range` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {backwards ? (
          <span role="alert" id={`${id}-range`} className="text-sm text-error">
            {T.paymentsRangeInvalid}
          </span>
        ) : (
          <a className="btn btn-outline btn-sm" href={EXPORT_PATHS.payments({ from, to })} download>
            {T.payments}
          </a>
        )}
      </div>
    </section>
  );
}
