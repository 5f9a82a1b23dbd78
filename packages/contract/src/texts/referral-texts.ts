/**
 * Texts of referrals (issue 40): the refusals of issuing a referral, of the receiving facility's confirmation link
 * and of the coordinator's calls, and the names of the essential items a slip cannot be issued without.
 */
export const REFERRAL_TEXTS = {
  referrals: {
    /** REFERRAL_INCOMPLETE: `items` lists the missing essential items (essentials below), joined with commas. */
    incomplete: (items: string) => `The referral slip cannot be issued without: ${items}.`,
    essentials: {
      personName: "the person's name",
      personSex: "the person's sex",
      personAge: "the person's age",
      personPhone: "the person's phone number",
      reason: "the reason for referral",
      findings: "the consultation's findings or a diagnosis",
      vitals: "the vitals",
      facility: "the facility",
      department: "the department",
      clinician: "the referring clinician",
      dueOn: "the date to go by",
    },
    facilityNotFound: "This facility is not on the camp's list of partner facilities.",
    departmentNotListed: "This department is not one of the facility's departments.",
    referralNotFound: "Referral not found",
    tokenInvalid: "This confirmation link is not valid. Scan the code on the slip again, or type the link in full.",
    tokenExpired: "This confirmation link has expired. Please call the camp to tell them about the visit.",
    alreadyConfirmed: "This referral was already confirmed with another date or outcome. Call the camp to correct it.",
    arrivedBeforeIssued: "The arrival date cannot be before the day the referral was issued.",
    arrivedInFuture: "The arrival date cannot be in the future.",
    dueBeforeIssued: "The date to go by cannot be before today.",
  },
} as const;
