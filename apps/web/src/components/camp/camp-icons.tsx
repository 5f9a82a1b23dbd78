/** Small line icons beside a camp's facts; decorative (the text beside them says it). */
const iconProps = {
  viewBox: "0 0 20 20",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  className: "size-4 shrink-0 text-base-content/60",
} as const;

export function PeopleIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="7.5" cy="7" r="2.75" />
      <path d="M2.5 16c.5-2.8 2.5-4.5 5-4.5s4.5 1.7 5 4.5" />
      <path d="M13 4.5a2.5 2.5 0 0 1 0 5M15 11.8c1.3.6 2.2 2 2.5 4.2" />
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.75v3.5M13 2.75v3.5" />
    </svg>
  );
}

export function PersonIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="10" cy="6.5" r="3" />
      <path d="M4 17c.6-3.4 3-5.5 6-5.5s5.4 2.1 6 5.5" />
    </svg>
  );
}

export function TagIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 10.2V4a1 1 0 0 1 1-1h6.2a1 1 0 0 1 .7.3l6 6a1 1 0 0 1 0 1.4l-6.2 6.2a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1-.3-.7z" />
      <circle cx="7" cy="7" r="1.25" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg {...iconProps}>
      <path d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3.5 5a1.5 1.5 0 0 1 1.5-1.5h10A1.5 1.5 0 0 1 16.5 5v7a1.5 1.5 0 0 1-1.5 1.5H9l-3.5 3v-3H5A1.5 1.5 0 0 1 3.5 12z" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4.25l2.75 1.75" />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M10 17.5s5.5-5 5.5-9.25a5.5 5.5 0 0 0-11 0C4.5 12.5 10 17.5 10 17.5Z" />
      <circle cx="10" cy="8.25" r="2" />
    </svg>
  );
}
