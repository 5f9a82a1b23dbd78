/** A link that opens nothing (altered, expired): what happened, and what to do, in place of what it would show. */
export function ClinicLinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p>{message}</p>
    </div>
  );
}
