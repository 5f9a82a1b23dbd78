/** A labelled text field of a list's entry, with its problem under it (announced with the field). */
export function EntryField({
  id,
  label,
  value,
  error,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-control min-w-0">
      <label htmlFor={id} className="label pb-1 text-sm font-medium whitespace-normal">
        {label}
      </label>
      <input
        id={id}
        className={`input input-bordered input-sm w-full ${error ? "input-error" : ""}`}
        dir="auto"
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
