/**
 * Text messages (issue 40, ADR 028): what is texted (short, no clinical details, within two segments) and the
 * refusals of the phone number and its one-time code.
 */
export const SMS_TEXTS = {
  sms: {
    code: (code: string) => `MedCamp code: ${code}. It expires in 10 minutes. Do not share it.`,
    referralDue: (facility: string, code: string) =>
      `MedCamp: You have a referral at ${facility} — show this code: ${code}. Reply STOP to end texts.`,
    referralOverdue: (facility: string, code: string) =>
      `MedCamp: Your referral at ${facility} is still waiting — show this code: ${code}. Reply STOP to end texts.`,
    campReminder: (camp: string, when: string) => `MedCamp: ${camp} starts ${when}. Reply STOP to end texts.`,
    /** The request notices as texts (ADR 030): the camp's title and what happened, nothing else. */
    requestReceived: (camp: string) =>
      `MedCamp: We got your request for ${camp}. A seat is held for you. Reply STOP to end texts.`,
    waitlisted: (camp: string, position: number) =>
      `MedCamp: ${camp} is full. You are number ${position} on the waitlist. Reply STOP to end texts.`,
    promoted: (camp: string) => `MedCamp: A seat opened up at ${camp} and is held for you. Reply STOP to end texts.`,
    confirmed: (camp: string) => `MedCamp: Your seat at ${camp} is confirmed. Reply STOP to end texts.`,
    declined: (camp: string) => `MedCamp: Your request to join ${camp} was declined. Reply STOP to end texts.`,
    campChanged: (camp: string, what: string) => `MedCamp: The ${what} of ${camp} changed. Reply STOP to end texts.`,
    campCancelled: (camp: string) =>
      `MedCamp: ${camp} was cancelled, and your request for it is closed. Reply STOP to end texts.`,
    codeWrong: (left: number) => `This code is not the one we sent. Tries left: ${left}.`,
    codeExpired: "This code has expired. Ask for a new one.",
    noCode: "No code is waiting for this number. Ask for a new one.",
    codeTooSoon: (seconds: number) => `A code was sent a moment ago. You can ask for another in ${seconds} seconds.`,
    tooManyCodes: "Too many codes were sent in the last hour. Try again later.",
    notVerified: "Verify your phone number before choosing text messages.",
    channelUnavailable: "WhatsApp is not offered here. Choose e-mail or SMS.",
    optedOut:
      "This number answered STOP, so MedCamp sends it no texts. Reply START to a MedCamp text to get them again.",
    webhookRefused: "This request does not come from the text-message provider.",
  },
} as const;
