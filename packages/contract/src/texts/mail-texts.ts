/**
 * Texts of the e-mails the server sends (issue 24): subjects, preview lines, headings, paragraphs, buttons, fact
 * labels and footer lines the mail templates (apps/server/src/modules/mail/templates) used to write inline, in
 * English exactly as they were. Part of MESSAGES, so every language's catalogue carries them (ADR 022); the server
 * renders each message with the recipient's catalogue. Where a template chooses between two wordings (waitlisted or
 * not, a date or none), each wording is a key of its own.
 */
export const MAIL_TEXTS = {
  mail: {
    /** The frame every message shares (templates/layout.tsx). */
    layout: {
      /** The message's language, as `<html lang>` (the catalogue's own language tag). */
      lang: "en",
      /** Its writing direction, as `<html dir>`: "ltr", or "rtl" for a right-to-left language. */
      dir: "ltr",
      /** The footer's unsubscribe link, followed by a space and `unsubscribeAfter`. */
      unsubscribeLink: "Unsubscribe",
      /** After the unsubscribe link and a space. */
      unsubscribeAfter: "from these e-mails.",
    },
    /** Labels of the "Label: value" facts several messages show (a camp's, a package's). */
    facts: {
      camp: "Camp",
      when: "When",
      where: "Where",
      package: "Package",
      /** A receipt's or notice's moment, written out in UTC ("2 January 2026 at 03:04"). */
      inUtc: (date: string) => `${date} UTC`,
    },
    /** A seat's ticket inside a request message (templates/request-ticket.tsx). */
    ticket: {
      label: "Your ticket",
      /** After the ticket's code; `url` is the ticket page's address, written out. */
      checkIn: (url: string) =>
        `Show this code, or the attached QR code, at check-in. Your ticket is also in the app: ${url}`,
    },
    /** Sent once, after sign-up. */
    welcome: {
      subject: "Welcome to MedCamp",
      preview: "Find a health camp near you and request a seat.",
      heading: (name: string) => `Welcome, ${name}`,
      intro: "Your MedCamp account is ready. Browse the camps, like the ones you care about and request to join.",
      button: "See the camps",
      notYou: "If you did not create this account, you can ignore this e-mail.",
    },
    /** A join request was received: a seat held (pending) or a place on the waitlist. */
    requestReceived: {
      subjectPending: (camp: string) => `Request received: ${camp}`,
      /** `position` is the place in line ("?" when the message does not know it). */
      subjectWaitlisted: (position: number | string, camp: string) =>
        `You are number ${position} on the waitlist for ${camp}`,
      previewPending: "We are holding a seat for you while an organiser confirms your request.",
      previewWaitlisted: (position: number | string) => `The camp is full for now. You are number ${position} in line.`,
      headingPending: "Request received",
      headingWaitlisted: "You are on the waitlist",
      hello: (name: string) => `Hello ${name},`,
      pending: (camp: string) =>
        `Thank you for asking to join ${camp}. A seat is held for you, and an organiser will confirm your request soon.`,
      waitlisted: (camp: string, position: number | string) =>
        `${camp} is full for now, so we put you on the waitlist. You are number ${position} in line. When a seat opens up, it goes to the next person in line and we will tell you at once.`,
      button: "See the camp",
      /** `url` is My Requests' address, written out. */
      dashboard: (url: string) => `You can follow or cancel your requests on your dashboard: ${url}`,
    },
    /** An organiser confirmed the request. */
    requestConfirmed: {
      subject: (camp: string) => `Your seat is confirmed: ${camp}`,
      preview: "Your seat at the camp is confirmed.",
      heading: "Your seat is confirmed",
      hello: (name: string) => `Hello ${name},`,
      confirmed: (camp: string) =>
        `Good news: an organiser confirmed your seat at ${camp}. We look forward to seeing you.`,
      /** Only when the camp's calendar event (.ics) is attached. */
      calendar: "The camp is attached as a calendar event: open the attachment to add it to your calendar.",
      button: "See the camp",
    },
    /** A waiter got a seat. */
    requestPromoted: {
      subject: (camp: string) => `A seat opened up for you: ${camp}`,
      preview: "You are off the waitlist: a seat is now held for you.",
      heading: "A seat opened up for you",
      hello: (name: string) => `Hello ${name},`,
      promoted: (camp: string) =>
        `A seat at ${camp} became free and it is now yours. You are off the waitlist, and an organiser will confirm your request soon.`,
      button: "See the camp",
      cancelHint: "If you can no longer come, please cancel on your dashboard so the next person gets the seat.",
    },
    /** An organiser declined the request. */
    requestDeclined: {
      subject: (camp: string) => `Your request was declined: ${camp}`,
      preview: "An organiser could not accept your request this time.",
      heading: "Your request was declined",
      hello: (name: string) => `Hello ${name},`,
      declined: (camp: string) =>
        `We are sorry: an organiser could not accept your request to join ${camp} this time. Other camps may suit you just as well.`,
      /** Only when the organiser gave a reason (issue 23). */
      reason: (reason: string) => `The organiser's reason: ${reason}`,
      button: "See my requests",
    },
    /** A camp the camper holds a seat at (or waits for) moved in time or place. */
    campUpdated: {
      /** What changed, as `what` in the texts below. */
      changedSchedule: "date and time",
      changedPlace: "place",
      changedBoth: "date and place",
      subject: (what: string, camp: string) => `New ${what} for ${camp}`,
      preview: (what: string) => `The ${what} of your camp changed.`,
      heading: (what: string) => `The camp's ${what} changed`,
      footerNote: "You get this e-mail because you asked to join this camp.",
      hello: (name: string) => `Hello ${name},`,
      changed: (what: string, camp: string) =>
        `The organisers changed the ${what} of ${camp}. Here are the details as they are now:`,
      button: "See the camp",
      cancelHint: "If you can no longer come, please cancel on your dashboard so someone else can have the seat.",
    },
    /** A camp the camper asked to join was deleted, their request with it. */
    campCancelled: {
      subject: (camp: string) => `Camp cancelled: ${camp}`,
      preview: "The organisers cancelled a camp you asked to join.",
      heading: "This camp is cancelled",
      hello: (name: string) => `Hello ${name},`,
      cancelled: (camp: string) =>
        `We are sorry: the organisers cancelled ${camp}, so your request for it is closed. There is nothing you need to do.`,
      button: "Find another camp",
    },
    /** A payment was recorded. `pkg` is the package's name (Silver, Gold, Platinum). */
    paymentReceipt: {
      subject: (pkg: string) => `Your MedCamp receipt: ${pkg} package`,
      /** `amount` is the sum with its currency ("$25.00"). */
      preview: (amount: string) => `Thank you for your payment of ${amount}.`,
      heading: "Thank you for your payment",
      footerNote: "Keep this e-mail as your receipt.",
      hello: (name: string) => `Hello ${name},`,
      /** A renewal of the package. */
      renewed: (pkg: string) => `We received your payment. Your ${pkg} package has renewed for another month.`,
      /** A first purchase or an upgrade. */
      active: (pkg: string) => `We received your payment. Your ${pkg} badge is active now.`,
      amountLabel: "Amount",
      transactionIdLabel: "Transaction ID",
      dateLabel: "Date",
      periodLabel: "Period",
      /** The period the payment covers, from one moment to another. */
      period: (from: string, to: string) => `${from} – ${to}`,
      button: "See my payments",
    },
    /** An upcoming camp the user liked ("notify me") is published. */
    campPublished: {
      subject: (camp: string) => `Now open: ${camp}`,
      preview: "An upcoming camp you liked is now open for requests.",
      heading: "A camp you liked is now open",
      footerNote: "You get this e-mail because you liked this camp while it was upcoming.",
      hello: (name: string) => `Hello ${name},`,
      published: (camp: string) => `${camp} is now published, and you can ask to join it.`,
      button: "See the camp",
    },
    /** Double opt-in for the newsletter. */
    newsletterConfirm: {
      subject: "Please confirm your MedCamp newsletter subscription",
      preview: "One click to start receiving new camps and health tips.",
      heading: "Confirm your subscription",
      footerNote: "You get this e-mail because this address was entered in MedCamp's newsletter box.",
      intro:
        "Someone, hopefully you, asked to receive MedCamp's newsletter at this address: new camps and health tips, once a month.",
      button: "Confirm subscription",
      expiry: "The link works for 7 days. If you did not ask for this, ignore this e-mail and nothing happens.",
    },
    /** One issue of the newsletter (its subject and text are the admin's own). */
    newsletterIssue: {
      footerNote: "You get this e-mail because you subscribed to MedCamp's newsletter.",
      button: "See the camps",
    },
    /** Sent before a camp starts to every seat-holder. `when` is the start, short ("Fri, 1 Mar, 9:00 am"). */
    campReminder: {
      subject: (camp: string, when: string) => `Reminder: ${camp} starts ${when}`,
      /** For a camp whose start is not known. */
      subjectSoon: (camp: string) => `Reminder: ${camp} starts soon`,
      preview: (camp: string, when: string) => `${camp} starts ${when}.`,
      previewSoon: (camp: string) => `${camp} starts soon.`,
      heading: (name: string) => `See you soon, ${name}`,
      footerNote: "You get this reminder because you hold a seat at this camp.",
      intro: "Your camp is coming up soon. Here is what you need to know.",
      button: "Open the camp",
      /** A link to the camp's .ics file, followed by a space and `calendarAfter`. */
      calendarLink: "Add to calendar",
      calendarAfter: "(an .ics file for your phone or computer).",
    },
    /** A password reset link. */
    passwordReset: {
      subject: "Reset your MedCamp password",
      preview: "Use this link within an hour to choose a new password.",
      heading: (name: string) => `Hello, ${name}`,
      intro:
        "Someone asked to reset the password of your MedCamp account. To choose a new password, use the button below.",
      button: "Choose a new password",
      expiry:
        "The link works once and expires in one hour. When you set a new password, MedCamp signs you out on every device.",
      notYou: "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
    },
    /** A package's renewal failed (a grace runs), or it ended. `pkg` is the package's name. */
    subscriptionNotice: {
      subjectEnded: (pkg: string) => `Your ${pkg} package has ended`,
      subjectRenewalFailed: (pkg: string) => `We could not renew your ${pkg} package`,
      hello: (name: string) => `Hello ${name},`,
      previewEnded: (pkg: string) => `Your ${pkg} package has ended.`,
      headingEnded: "Your package has ended",
      ended: (pkg: string) =>
        `Your ${pkg} package has ended, so joining a camp needs a package again. Your requests and seats stay as they are.`,
      choosePackage: "Choose a package",
      previewRenewalFailed: (pkg: string) => `Your ${pkg} package stays active for a few days.`,
      headingRenewalFailed: "We could not renew your package",
      renewalFailed: (pkg: string) =>
        `The card on file was declined when your ${pkg} package was due to renew. It stays active for now; buy it again before the date below to keep it without a gap.`,
      activeUntilLabel: "Active until",
      renewButton: "Renew my package",
    },
  },
} as const;
