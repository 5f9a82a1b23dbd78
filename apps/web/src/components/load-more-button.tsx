type Props = { onClick: () => void; loading: boolean; label?: string };

/** "Load more" under a list read page by page; busy (spinner, disabled) while the next page loads. */
export function LoadMoreButton({ onClick, loading, label = "Load more" }: Props) {
  return (
    <div className="mt-8 flex justify-center">
      <button type="button" className="btn btn-outline" onClick={onClick} disabled={loading}>
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}
