import { siteOrigin } from "../../lib/site-origin";
import { MESSAGES } from "../../i18n/messages";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type CalendarCamp, googleCalendarUrl } from "../../lib/camp-time";
import { CalendarIcon } from "./camp-icons";

type Props = { camp: CalendarCamp & { _id: string } };

const menuItems = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The camp's iCalendar file, served by the API (issue 18). */
const calendarFileUrl = (campId: string) => `/api/meals/${encodeURIComponent(campId)}/calendar.ics`;

/**
 * "Add to calendar" on a dated camp's detail (issue 18): a menu button with two items, the camp's .ics file (a
 * download) and a Google Calendar event (a new tab). Keyboard: Enter, Space or Arrow Down open it on the first item,
 * Arrow Up on the last; the arrows, Home and End move between items; Escape closes it back to the button, Tab or a
 * click elsewhere closes it. Nothing is shown for a camp without dates.
 */
export function AddToCalendar({ camp }: Props) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const googleUrl = googleCalendarUrl(camp, `${siteOrigin()}/meal/${encodeURIComponent(camp._id)}`);

  useEffect(() => {
    if (!open) return;
    const all = menuItems(rootRef.current);
    (open === "last" ? all.at(-1) : all[0])?.focus();
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (!googleUrl) return null;

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(event.key === "ArrowUp" ? "last" : "first");
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = menuItems(rootRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "Tab") setOpen(false);
  }

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline btn-sm"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={menuId}
        onClick={() => setOpen(open ? false : "first")}
        onKeyDown={onButtonKeyDown}
      >
        <CalendarIcon />
        {MESSAGES.schedule.addToCalendar}
      </button>
      {/* Hidden rather than removed when closed: a clicked link stays in the page while the browser follows it. */}
      <ul
        id={menuId}
        hidden={!open}
        role="menu"
        aria-label={MESSAGES.schedule.addToCalendar}
        className="menu absolute start-0 z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg ring-1 ring-base-300"
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <a role="menuitem" tabIndex={-1} href={calendarFileUrl(camp._id)} download onClick={close}>
            {MESSAGES.schedule.downloadIcs}
          </a>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} href={googleUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
            {MESSAGES.schedule.googleCalendar}
          </a>
        </li>
      </ul>
    </div>
  );
}
