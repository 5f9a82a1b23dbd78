import { MESSAGES } from "./messages.ts";

/** Deepest JSON nesting a request body may have. */
export const MAX_JSON_DEPTH = 32;

type Template<P> = (params: P) => string;
interface RefusalEntry {
  status: number;
  /** The English text; a function when the message names values of the request. */
  message: string | Template<never>;
}

/** A refusal whose message is the library's own account of the input (which field, how large). */
const detail = (p: { detail: string }) => p.detail;

/**
 * Every refusal the API answers, declared once: the stable `code` (the key, sent as the body's `code`), its HTTP
 * status and its English message (the body's `message`). Clients decide what to show from the code; the product's
 * texts stay in MESSAGES, which these messages reuse word for word.
 */
export const REFUSALS = {
  VALIDATION_ERROR: { status: 400, message: detail },
  BAD_JSON: { status: 400, message: detail },
  JSON_TOO_DEEP: { status: 400, message: `JSON must not nest deeper than ${MAX_JSON_DEPTH}` },
  NUL_CHARACTER: { status: 400, message: MESSAGES.refusals.nulCharacter },
  BAD_URL: { status: 400, message: MESSAGES.refusals.badUrl },
  WEAK_PASSWORD: { status: 400, message: MESSAGES.auth.passwordRule },
  PASSWORD_TOO_COMMON: { status: 400, message: MESSAGES.auth.passwordTooCommon },
  ALREADY_LIKED: { status: 400, message: MESSAGES.camps.alreadyLiked },
  UNKNOWN_PACKAGE: { status: 400, message: MESSAGES.payment.unknownPackage },
  PAYMENT_FAILED: { status: 400, message: MESSAGES.payment.notSucceeded },
  PACKAGE_MISMATCH: {
    status: 400,
    message: (p: { paid: string; claimed: string }) => `This payment bought ${p.paid}, not ${p.claimed}.`,
  },
  PRICE_MISMATCH: {
    status: 400,
    message: (p: { paid: number; claimed: number }) => `This payment was for $${p.paid}, not $${p.claimed}.`,
  },
  SIGNATURE_MISSING: { status: 400, message: MESSAGES.refusals.signatureMissing },
  SIGNATURE_INVALID: { status: 400, message: MESSAGES.refusals.signatureInvalid },
  CARD_NUMBER_INVALID: { status: 400, message: MESSAGES.payment.cardInvalid },
  CARD_EXPIRY_INCOMPLETE: { status: 400, message: MESSAGES.refusals.cardExpiryIncomplete },
  CARD_EXPIRY_PAST: { status: 400, message: MESSAGES.refusals.cardExpiryPast },
  CARD_CVC_INCOMPLETE: { status: 400, message: MESSAGES.refusals.cardCvcIncomplete },
  UNAUTHORIZED: { status: 401, message: MESSAGES.auth.loginRequired },
  CARD_DECLINED: { status: 402, message: MESSAGES.payment.cardDeclined },
  FORBIDDEN: { status: 403, message: MESSAGES.auth.forbidden },
  ADMIN_REQUIRED: { status: 403, message: MESSAGES.auth.notAuthorized },
  WRONG_PASSWORD: { status: 403, message: MESSAGES.account.wrongPassword },
  EMAIL_MISMATCH: { status: 403, message: MESSAGES.account.deleteEmailMismatch },
  CROSS_SITE_REQUEST: { status: 403, message: MESSAGES.refusals.crossSiteRequest },
  SUBSCRIPTION_REQUIRED: { status: 403, message: MESSAGES.camps.needSubscription },
  SUBSCRIPTION_REQUIRED_TO_LIKE: { status: 403, message: MESSAGES.camps.subscriptionRequiredLike },
  NOT_FOUND: { status: 404, message: MESSAGES.errors.notFound },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p: { method: string; path: string }) => `Not found: ${p.method} ${p.path}`,
  },
  CAMP_NOT_FOUND: { status: 404, message: MESSAGES.camps.campNotFound },
  USER_NOT_FOUND: { status: 404, message: MESSAGES.refusals.userNotFound },
  REQUEST_NOT_FOUND: { status: 404, message: MESSAGES.refusals.requestNotFound },
  REVIEW_NOT_FOUND: { status: 404, message: MESSAGES.refusals.reviewNotFound },
  PAYMENT_NOT_FOUND: { status: 404, message: MESSAGES.refusals.paymentNotFound },
  SESSION_NOT_FOUND: { status: 404, message: MESSAGES.refusals.sessionNotFound },
  NOTIFICATION_NOT_FOUND: { status: 404, message: MESSAGES.notifications.notFound },
  ALREADY_REVIEWED: { status: 409, message: MESSAGES.camps.alreadyReviewed },
  ALREADY_REQUESTED: { status: 409, message: MESSAGES.camps.requestAlreadySent },
  ALREADY_PUBLISHED: { status: 409, message: MESSAGES.camps.alreadyPublished },
  PACKAGE_ALREADY_HELD: { status: 409, message: MESSAGES.payment.packageAlreadyHeld },
  DOWNGRADE_AT_PERIOD_END: { status: 409, message: MESSAGES.subscription.downgradeNotPaid },
  UPGRADE_NEEDS_PAYMENT: { status: 409, message: MESSAGES.subscription.upgradeNeedsPayment },
  NO_SUBSCRIPTION: { status: 404, message: MESSAGES.subscription.none },
  NO_CARD_ON_FILE: { status: 409, message: MESSAGES.subscription.noCardOnFile },
  PAYMENT_OUTDATED: { status: 409, message: MESSAGES.subscription.paymentOutdated },
  PRIORITY_BOOKING: {
    status: 409,
    message: (p: { opensAt: string }) => MESSAGES.subscription.priorityBooking(p.opensAt),
  },
  REQUEST_NOT_CANCELLABLE: { status: 409, message: MESSAGES.refusals.requestNotCancellable },
  REQUEST_WAITLISTED: { status: 409, message: MESSAGES.schedule.requestWaitlisted },
  REQUEST_DECLINED: { status: 409, message: MESSAGES.schedule.requestDeclinedAlready },
  CAMP_ENDED: { status: 409, message: MESSAGES.schedule.campEnded },
  INTAKE_ANSWER_REQUIRED: {
    status: 400,
    message: (p: { questionId: string; label: string }) => MESSAGES.intake.answerRequired(p.label),
  },
  INTAKE_ANSWER_INVALID: {
    status: 400,
    message: (p: { questionId: string; label: string }) => MESSAGES.intake.answerInvalid(p.label),
  },
  INTAKE_CONSENT_REQUIRED: {
    status: 400,
    message: (p: { questionId: string; label: string }) => MESSAGES.intake.consentRequired(p.label),
  },
  INTAKE_UNKNOWN_QUESTION: { status: 400, message: MESSAGES.intake.unknownQuestion },
  INTAKE_ANSWERS_WOULD_BE_DELETED: {
    status: 409,
    message: (p: { count: number }) => MESSAGES.intake.kindChangedConfirm(p.count),
  },
  CAMP_STARTED: { status: 409, message: MESSAGES.intake.campStarted },
  STAFF_NOT_FOUND: { status: 404, message: MESSAGES.staff.notStaff },
  TICKET_NOT_ON_CAMP: { status: 404, message: MESSAGES.staff.ticketNotOnCamp },
  TICKET_REVOKED: { status: 409, message: MESSAGES.staff.ticketRevoked },
  SCAN_IN_FUTURE: { status: 400, message: MESSAGES.staff.scanInFuture },
  SCAN_TOO_OLD: { status: 400, message: MESSAGES.staff.scanTooOld },
  SCAN_OUTSIDE_CHECK_IN: { status: 409, message: MESSAGES.staff.scanOutsideCheckIn },
  CHECK_IN_UNDONE: { status: 409, message: MESSAGES.staff.scanUndone },
  CHECK_IN_NOT_FOUND: { status: 404, message: MESSAGES.staff.checkInNotFound },
  TICKET_NOT_ISSUED: { status: 409, message: MESSAGES.staff.ticketNotIssued },
  STATION_ROLE_REQUIRED: { status: 403, message: MESSAGES.clinic.stationRoleRequired },
  CONSENT_REQUIRED: { status: 400, message: MESSAGES.clinic.consentRequired },
  PHONE_INVALID: { status: 400, message: MESSAGES.clinic.phoneInvalid },
  PERSON_NOT_FOUND: { status: 404, message: MESSAGES.clinic.personNotFound },
  VISIT_NOT_FOUND: { status: 404, message: MESSAGES.clinic.visitNotFound },
  REQUEST_NOT_ON_CAMP: { status: 404, message: MESSAGES.clinic.requestNotOnCamp },
  QUEUE_EMPTY: { status: 404, message: MESSAGES.clinic.queueEmpty },
  VISIT_MOVED: { status: 409, message: MESSAGES.clinic.visitMoved },
  STATION_NOT_AT_CAMP: { status: 409, message: MESSAGES.clinic.stationNotAtCamp },
  VISIT_SIGNED: { status: 409, message: MESSAGES.clinic.visitSigned },
  VISIT_NOT_SIGNED: { status: 409, message: MESSAGES.clinic.visitNotSigned },
  NOTHING_TO_SIGN: { status: 409, message: MESSAGES.clinic.nothingToSign },
  WRITE_ID_REUSED: { status: 409, message: MESSAGES.clinic.writeIdReused },
  RECORDED_IN_FUTURE: { status: 400, message: MESSAGES.clinic.recordedInFuture },
  MERGE_SAME_PERSON: { status: 400, message: MESSAGES.clinic.mergeSame },
  MERGE_TWO_ACCOUNTS: { status: 409, message: MESSAGES.clinic.mergeAccounts },
  STATION_IN_USE: { status: 409, message: MESSAGES.clinic.stationInUse },
  PRESCRIPTION_NOT_SIGNED: { status: 409, message: MESSAGES.clinicPharmacy.prescriptionNotSigned },
  NOT_PRESCRIBED: {
    status: 409,
    message: (p: { medicine: string }) => MESSAGES.clinicPharmacy.notPrescribed(p.medicine),
  },
  STOCK_INSUFFICIENT: {
    status: 409,
    message: (p: { medicine: string; left: number }) => MESSAGES.clinicPharmacy.stockInsufficient(p.medicine, p.left),
  },
  MEDICINE_NOT_FOUND: { status: 404, message: MESSAGES.clinicPharmacy.medicineNotFound },
  STOCK_BATCH_NOT_FOUND: { status: 404, message: MESSAGES.clinicPharmacy.batchNotFound },
  WRITE_OFF_TOO_MANY: {
    status: 409,
    message: (p: { batch: string; left: number }) => MESSAGES.clinicPharmacy.writeOffTooMany(p.batch, p.left),
  },
  REFERRAL_INCOMPLETE: {
    status: 400,
    message: (p: { items: string }) => MESSAGES.referrals.incomplete(p.items),
  },
  FACILITY_NOT_FOUND: { status: 404, message: MESSAGES.referrals.facilityNotFound },
  DEPARTMENT_NOT_LISTED: { status: 400, message: MESSAGES.referrals.departmentNotListed },
  REFERRAL_NOT_FOUND: { status: 404, message: MESSAGES.referrals.referralNotFound },
  REFERRAL_TOKEN_INVALID: { status: 400, message: MESSAGES.referrals.tokenInvalid },
  REFERRAL_TOKEN_EXPIRED: { status: 410, message: MESSAGES.referrals.tokenExpired },
  REFERRAL_ALREADY_CONFIRMED: { status: 409, message: MESSAGES.referrals.alreadyConfirmed },
  ARRIVED_BEFORE_ISSUED: { status: 400, message: MESSAGES.referrals.arrivedBeforeIssued },
  ARRIVED_IN_FUTURE: { status: 400, message: MESSAGES.referrals.arrivedInFuture },
  DUE_BEFORE_ISSUED: { status: 400, message: MESSAGES.referrals.dueBeforeIssued },
  PHONE_CODE_WRONG: { status: 400, message: (p: { left: number }) => MESSAGES.sms.codeWrong(p.left) },
  PHONE_CODE_EXPIRED: { status: 400, message: MESSAGES.sms.codeExpired },
  PHONE_CODE_NONE: { status: 409, message: MESSAGES.sms.noCode },
  PHONE_CODE_TOO_SOON: { status: 429, message: (p: { seconds: number }) => MESSAGES.sms.codeTooSoon(p.seconds) },
  PHONE_CODES_EXHAUSTED: { status: 429, message: MESSAGES.sms.tooManyCodes },
  PHONE_NOT_VERIFIED: { status: 409, message: MESSAGES.sms.notVerified },
  PHONE_OPTED_OUT: { status: 409, message: MESSAGES.sms.optedOut },
  CONTACT_CHANNEL_UNAVAILABLE: { status: 409, message: MESSAGES.sms.channelUnavailable },
  SMS_WEBHOOK_REFUSED: { status: 400, message: MESSAGES.sms.webhookRefused },
  SUMMARY_LINK_INVALID: { status: 400, message: MESSAGES.summaryLinks.tokenInvalid },
  SUMMARY_LINK_EXPIRED: { status: 410, message: MESSAGES.summaryLinks.tokenExpired },
  PERSON_NO_PHONE: { status: 409, message: MESSAGES.summaryLinks.noPhone },
  CAMP_UNDATED: { status: 409, message: MESSAGES.schedule.undated },
  DHIS2_ORG_UNIT_MISSING: { status: 409, message: MESSAGES.campReportDhis2.orgUnitMissing },
  DHIS2_PERIOD_SHARED: {
    status: 409,
    message: (p: { camp: string }) => MESSAGES.campReportDhis2.periodShared(p.camp),
  },
  CAPACITY_BELOW_SEATS: {
    status: 409,
    message: (p: { seatsTaken: number }) => MESSAGES.schedule.capacityBelowSeats(p.seatsTaken),
  },
  CALENDAR_NOT_FOUND: { status: 404, message: MESSAGES.refusals.calendarNotFound },
  NEWSLETTER_LINK_INVALID: { status: 400, message: MESSAGES.newsletter.linkInvalid },
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: MESSAGES.newsletter.unsubscribeInvalid },
  URI_TOO_LONG: { status: 414, message: MESSAGES.refusals.uriTooLong },
  PAYLOAD_TOO_LARGE: { status: 413, message: detail },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: detail },
  RATE_LIMITED: { status: 429, message: MESSAGES.errors.tooManyRequests },
  INTERNAL_ERROR: { status: 500, message: MESSAGES.errors.internal },
  BUSY: { status: 503, message: MESSAGES.refusals.busy },
} as const satisfies Record<string, RefusalEntry>;

export type RefusalCode = keyof typeof REFUSALS;
type MessageOf<C extends RefusalCode> = (typeof REFUSALS)[C]["message"];
/** The values a refusal's message names: `[]` for a fixed message, `[params]` for a template. */
export type RefusalParams<C extends RefusalCode> = MessageOf<C> extends Template<infer P> ? [params: P] : [];

/** The English message of a refusal. */
export function refusalMessage<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): string {
  const message = REFUSALS[code].message as string | ((p: unknown) => string);
  return typeof message === "string" ? message : message(params[0]);
}

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);
