/**
 * The visit summary link (issue 40 item 4): the text that carries it (short, nothing clinical, within two segments in
 * every language), its refusals, the staff's panel at the visit and the person's page that opens it with a code.
 */
export const SUMMARY_LINK_TEXTS = {
  summaryLinks: {
    text: (url: string) =>
      `MedCamp: your visit summary ${url} opens with a code we text to this phone. Reply STOP to end texts.`,
    tokenInvalid: "This link is not valid. Open it from the text message in full.",
    tokenExpired: "This link has expired. Ask the camp to text you a new one.",
    noPhone: "This person has no phone number on their record, so no link can be texted.",
  },
  /** The staff's panel at a signed visit (exit, and beside Print summary) and the person's page (/s/:token). */
  clinicSummaryLink: {
    heading: "Summary by text message",
    intro: "Text the person a link to this summary. It opens only with a code texted to their phone.",
    send: "Text the summary link",
    verifyIntro: (phone: string) =>
      `We texted a code to ${phone}. Ask the person for it: it shows the number is theirs.`,
    code: "Code from the person's phone",
    codeRequired: "Enter the six digits of the code.",
    confirmAndSend: "Confirm and text the link",
    newCode: "Text a new code",
    sent: (phone: string, when: string) => `The link was texted to ${phone} at ${when}.`,
    sendAgain: "Text the link again",
    sendFailed: "The link could not be texted. Try again.",
    needsNetwork: "Texting the link needs the network.",
    pageTitle: "Your visit summary",
    pageIntro: "For your privacy, this summary opens with a code we text to the phone this link was sent to.",
    sendCode: "Text me the code",
    codeSent: (minutes: number) => `We texted a code to your phone. It works for ${minutes} minutes.`,
    codeLabel: "Code",
    open: "Open the summary",
    invalidTitle: "This link is not valid",
    expiredTitle: "This link has expired",
    loadFailed: "This page could not be loaded.",
    /** My health record: a read through the link (whoever had it and the code texted to the person's phone). */
    linkReader: "The summary link, opened with the code texted to your phone",
    linkRole: "Summary link",
  },
} as const;
