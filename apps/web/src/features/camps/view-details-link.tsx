import { Link } from "react-router";

export function ViewDetailsLink({ id, title }: { id: string; title: string }) {
  return (
    <Link to={`/meal/${id}`} className="btn btn-primary btn-sm" aria-label={`View Details: ${title}`}>
      View Details
    </Link>
  );
}
