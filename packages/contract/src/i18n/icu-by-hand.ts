/**
 * The English messages whose MESSAGES function has logic (a plural, an optional part), written as ICU by hand.
 * english-catalog.test.ts formats each with several values and compares it with the function, so the two cannot
 * drift apart. Every other function message is a plain template and is written from MESSAGES automatically.
 */
export const ICU_BY_HAND: Record<string, string> = {
  "intake.removedConfirm":
    "{count, plural, one {A removed question is deleted with every answer to it.} other {# removed questions are deleted with every answer to them.}}",
  "intake.kindChangedConfirm":
    "{count, plural, one {1 answer is deleted: it was given to a question whose kind you changed.} other {# answers are deleted: they were given to a question whose kind you changed.}}",
  "checkIn.waiting": "{count, plural, one {# check-in} other {# check-ins}} waiting to be sent",
  "schedule.declineSelectedText":
    "{n, plural, one {# request} other {# requests}} will be declined and each camper told. You won''t be able to revert this!",
  "schedule.bulkDone":
    "{changed, plural, one {# request} other {# requests}} {status, select, delivered {booked} other {declined}}{unchanged, plural, =0 {} other {, # already {status, select, delivered {booked} other {declined}}}}{refused, plural, =0 {} other {, # refused}}.",
  "schedule.endsAt": "Ends {when}{timeZone, select, undefined {} other { ({timeZone})}}",
  "notifications.bell": "{unread, plural, =0 {Notifications} other {Notifications, # unread}}",
  "notifications.unreadSummary":
    "{unread, plural, =0 {You are all caught up.} one {You have # unread notification.} other {You have # unread notifications.}}",
  "newsletter.adminCount": "{subscribers, plural, one {# newsletter subscriber} other {# newsletter subscribers}}",
  "newsletter.sendConfirm":
    "Send this newsletter to {subscribers, plural, one {# subscriber} other {# subscribers}}? Sent e-mails cannot be recalled.",
  "newsletter.sent": "Newsletter queued for {subscribers, plural, one {# subscriber} other {# subscribers}}.",
  "campNotices.reminderBody": "{place, select, undefined {Starts {when}.} other {Starts {when} at {place}.}}",
  "subscription.quoteUpgrade":
    "Upgrade from {from} now: you pay the difference for the {days, plural, one {# day} other {# days}} left of this period (until {to}), then {monthly} a month.",
};
