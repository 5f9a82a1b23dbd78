import { NavLink } from "react-router";

export type NavItem = { to: string; label: string; end?: boolean };

type NavLinksProps = {
  items: readonly NavItem[];
  className?: string;
  onNavigate?: () => void;
};

/** A daisyUI menu of router links; NavLink marks the current page with aria-current. */
export function NavLinks({ items, className = "", onNavigate }: NavLinksProps) {
  return (
    <ul className={`menu ${className}`}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? "menu-active" : "")}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
