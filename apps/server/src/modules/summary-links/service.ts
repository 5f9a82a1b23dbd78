import {
  DEFAULT_LOCALE,
  SECTION_WRITERS,
  SMS_LIMITS,
  SUMMARY_LINK_LIMITS,
  type StationRole,
  type SummaryLinkSend,
  type SummaryLinkState,
  type VisitSummary,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { Refusal, refuse } from "../../lib/http-errors.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditService } from "../audit/index.ts";
import type { PeopleRepository, PersonRow, VisitSummaries, VisitsRepository } from "../clinic/index.ts";
import { countSegments, enqueueSms, smsText } from "../sms/index.ts";
import { type CodePurpose, type LinkCodes, NO_CODE } from "./link-codes.ts";
import type { SummaryLinkRow, SummaryLinksRepository } from "./repository.ts";
import { readSummaryLinkToken, summaryLinkToken } from "./token.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "email" | "role">;

const DAY_MS = 86_400_000;
/** What the person's access log says read the summary through the link: whoever had the link and the code. */
const LINK_READER = { id: null, name: "Summary link (code texted to the person's phone)", role: "summary-link" };

export interface SummaryLinksDependencies {
  db: Db;
  links: SummaryLinksRepository;
  people: PeopleRepository;
  visits: VisitsRepository;
  summaries: VisitSummaries;
  codes: LinkCodes;
  audit: AuditService;
  clock: Clock;
  /** The links' key (token.ts: derived from the auth secret). */
  tokenKey: Buffer;
  baseUrl: string;
}

/**
 * Who texts the link: admins and whoever works the camp's exit (SECTION_WRITERS.exit: every station role). Sending
 * shows the sender nothing of the summary; only the code texted to the person's number opens it.
 */
const maySend = (role: StationRole | "admin") => role === "admin" || SECTION_WRITERS.exit.includes(role);

/**
 * A signed visit's summary texted to its person as a link (issue 40 item 4, ADR 029), for people with no account. The
 * staff ask for it at the visit; a number not yet proved the person's gets a one-time code first, which the person
 * tells the staff (nothing but a code goes to a number not verified); then the link goes, in the person's language.
 * Opening it needs a fresh code texted to that number; the summary it opens is logged as read through the link.
 */
export function createSummaryLinksService(deps: SummaryLinksDependencies) {
  const { db, links, people, visits, summaries, codes, audit, clock, tokenKey, baseUrl } = deps;

  async function senderAt(viewer: Viewer, campId: string) {
    const role = viewer.role === "admin" ? "admin" : await visits.staffRole(db, viewer.id, campId);
    if (!role) throw refuse("FORBIDDEN");
    if (!maySend(role as StationRole | "admin")) throw refuse("STATION_ROLE_REQUIRED");
  }

  /** The person's language: theirs, else their account's, else the default. */
  const localeOf = async (tx: Tx, person: PersonRow) =>
    person.language ?? (await people.accountLocale(tx, person.userId)) ?? DEFAULT_LOCALE;

  /** The visit, its person and the person's language, once the visit is signed and the person has a phone. */
  async function signedVisit(tx: Tx, visitId: string) {
    const visit = await visits.byId(tx, visitId);
    if (!visit) throw refuse("VISIT_NOT_FOUND");
    if (!(await visits.signature(tx, visitId))) throw refuse("VISIT_NOT_SIGNED");
    const person = await people.byId(tx, visit.personId);
    if (!person) throw refuse("VISIT_NOT_FOUND");
    if (!person.phone) throw refuse("PERSON_NO_PHONE");
    return { visit, person: { ...person, phone: person.phone }, locale: await localeOf(tx, person) };
  }
  type Signed = Awaited<ReturnType<typeof signedVisit>>;

  const linkExpiry = (sentAt: Date) => new Date(sentAt.getTime() + SUMMARY_LINK_LIMITS.linkDays * DAY_MS);

  function sendAnswer(row: SummaryLinkRow, now: Date): SummaryLinkSend {
    const verified = row.phoneVerifiedAt !== null;
    const linkResend = row.sentAt ? row.sentAt.getTime() + SMS_LIMITS.resendSeconds * 1000 : 0;
    const code = codes.state(row, "verify", now);
    return {
      status: verified ? "sent" : "verify",
      phone: row.phone,
      sentAt: row.sentAt?.toISOString() ?? null,
      linkExpiresAt: row.sentAt ? linkExpiry(row.sentAt).toISOString() : null,
      codeExpiresAt: verified ? null : code.codeExpiresAt,
      resendAfter: verified
        ? linkResend > now.getTime()
          ? new Date(linkResend).toISOString()
          : null
        : code.resendAfter,
    };
  }

  /** The link's text in the person's language; a BASE_URL too long for it leaves the link alone, after "MedCamp:". */
  function linkText(locale: string, url: string) {
    const text = smsText(messagesIn(locale).summaryLinks.text(url));
    return countSegments(text).segments <= SMS_LIMITS.maxSegments ? text : `MedCamp: ${url}`;
  }

  /** Texts the link (not again within a minute: a second press sends nothing more), audited. */
  async function textLink(tx: Tx, row: SummaryLinkRow, signed: Signed, viewer: Viewer, now: Date) {
    if (row.sentAt && now.getTime() - row.sentAt.getTime() < SMS_LIMITS.resendSeconds * 1000) return row;
    const url = `${baseUrl}/s/${summaryLinkToken(tokenKey, row.visitId, linkExpiry(now))}`;
    const queued = await enqueueSms(tx, {
      userId: signed.person.userId,
      to: row.phone,
      text: linkText(signed.locale, url),
      kind: "summary-link",
      visitId: row.visitId,
    });
    if (!queued) throw refuse("PHONE_OPTED_OUT");
    await links.update(tx, row.visitId, { sentAt: now });
    await audit.record(tx, viewer, {
      action: "person.summary-link-sent",
      target: { type: "person", id: signed.person.id },
      campId: signed.visit.campId,
      after: { visitId: row.visitId, phone: row.phone },
    });
    return { ...row, sentAt: now };
  }

  /** Texts a new code for `purpose` to the row's number, in the person's language. */
  async function textCode(tx: Tx, row: SummaryLinkRow, purpose: CodePurpose, userId: string | null, locale: string) {
    const now = clock.now();
    const { code, fields } = codes.issue(row, purpose, now);
    await links.update(tx, row.visitId, fields);
    const text = messagesIn(locale).sms.code(code);
    if (!(await enqueueSms(tx, { userId, to: row.phone, text, kind: "code" }))) throw refuse("PHONE_OPTED_OUT");
    return { ...row, ...fields };
  }

  /** The visit of a link's token: 400 SUMMARY_LINK_INVALID for an altered one, 410 SUMMARY_LINK_EXPIRED. */
  function fromToken(token: string) {
    const check = readSummaryLinkToken(tokenKey, token, clock.now());
    if (!check.ok) throw refuse(check.reason === "expired" ? "SUMMARY_LINK_EXPIRED" : "SUMMARY_LINK_INVALID");
    return check.claim;
  }

  /**
   * A link's row as the public routes may use it: gone (the clinical retention deleted it), or its number not
   * verified since a change, the link opens nothing more and reads as expired.
   */
  function usable(row: SummaryLinkRow | undefined): SummaryLinkRow {
    if (!row?.sentAt || !row.phoneVerifiedAt) throw refuse("SUMMARY_LINK_EXPIRED");
    return row;
  }

  /** Runs `change`, whose refusal is answered only after its transaction committed (a wrong code's spent try). */
  async function committedThenRefused<T>(change: (tx: Tx) => Promise<T | Refusal>): Promise<T> {
    const result = await db.transaction(change);
    if (result instanceof Refusal) throw result;
    return result;
  }

  /**
   * Checks a typed code: a wrong try is written (and answered as a refusal); the right one is used up with `then`,
   * and another may be asked for at once (the hour's count still holds).
   */
  async function spendCode(
    tx: Tx,
    row: SummaryLinkRow,
    purpose: CodePurpose,
    code: string,
    then: Partial<SummaryLinkRow>,
  ): Promise<Refusal | undefined> {
    const { fields, refusal } = codes.check(row, purpose, code, clock.now());
    if (refusal) {
      if (fields) await links.update(tx, row.visitId, fields);
      return refusal;
    }
    await links.update(tx, row.visitId, { ...fields, lastCodeAt: null, ...then });
    return undefined;
  }

  return {
    /**
     * Texts the visit's summary link to its person (the camp's exit staff and admins): at once when the number was
     * proved theirs (for this visit or another), else a code to the number first (status `verify`).
     */
    async send(visitId: string, viewer: Viewer): Promise<SummaryLinkSend> {
      const found = await visits.byId(db, visitId);
      if (!found) throw refuse("VISIT_NOT_FOUND");
      await senderAt(viewer, found.campId);
      return db.transaction(async (tx) => {
        const signed = await signedVisit(tx, visitId);
        const now = clock.now();
        let row = await links.lock(tx, visitId, signed.person.phone);
        if (row.phone !== signed.person.phone) {
          // The person's number changed: the old one's verification, links and code count for nothing.
          const reset = { phone: signed.person.phone, phoneVerifiedAt: null, sentAt: null, ...NO_CODE };
          row = { ...row, ...reset };
          await links.update(tx, visitId, reset);
        }
        if (!row.phoneVerifiedAt) {
          const before = await links.verifiedElsewhere(tx, signed.person.id, visitId, row.phone);
          if (before) {
            row = { ...row, phoneVerifiedAt: before };
            await links.update(tx, visitId, { phoneVerifiedAt: before });
          }
        }
        if (row.phoneVerifiedAt) return sendAnswer(await textLink(tx, row, signed, viewer, now), now);
        row = await textCode(tx, row, "verify", signed.person.userId, signed.locale);
        await audit.record(tx, viewer, {
          action: "person.phone-code-sent",
          target: { type: "person", id: signed.person.id },
          campId: signed.visit.campId,
          after: { visitId, phone: row.phone },
        });
        return sendAnswer(row, now);
      });
    },

    /** The code the person told the staff: right, the number is theirs and the link goes; wrong, a try is spent. */
    async verify(visitId: string, code: string, viewer: Viewer): Promise<SummaryLinkSend> {
      const found = await visits.byId(db, visitId);
      if (!found) throw refuse("VISIT_NOT_FOUND");
      await senderAt(viewer, found.campId);
      return committedThenRefused(async (tx) => {
        const signed = await signedVisit(tx, visitId);
        const row = await links.lockExisting(tx, visitId);
        if (!row || row.phone !== signed.person.phone) return refuse("PHONE_CODE_NONE");
        const now = clock.now();
        const refusal = await spendCode(tx, row, "verify", code, { phoneVerifiedAt: now });
        if (refusal) return refusal;
        const verified = { ...row, ...NO_CODE, lastCodeAt: null, phoneVerifiedAt: now };
        return sendAnswer(await textLink(tx, verified, signed, viewer, now), now);
      });
    },

    /** What the link's page needs to know (no account): until when it opens, whether a code waits. Nothing personal. */
    async state(token: string): Promise<SummaryLinkState> {
      const claim = fromToken(token);
      const row = usable(await links.find(db, claim.id));
      return { linkExpiresAt: claim.expiresAt.toISOString(), ...codes.state(row, "open", clock.now()) };
    },

    /** Texts a fresh code to open the link to the number it was sent to (no account): rate limited per link. */
    async sendCode(token: string): Promise<SummaryLinkState> {
      const claim = fromToken(token);
      return db.transaction(async (tx) => {
        const row = usable(await links.lockExisting(tx, claim.id));
        const visit = await visits.byId(tx, claim.id);
        const person = visit && (await people.byId(tx, visit.personId));
        if (!person) throw refuse("SUMMARY_LINK_EXPIRED");
        const sent = await textCode(tx, row, "open", person.userId, await localeOf(tx, person));
        return { linkExpiresAt: claim.expiresAt.toISOString(), ...codes.state(sent, "open", clock.now()) };
      });
    },

    /** The summary, for the right code (no account): that visit's only, in the person's language, its read logged. */
    async open(token: string, code: string): Promise<VisitSummary> {
      const claim = fromToken(token);
      return committedThenRefused(async (tx) => {
        const row = usable(await links.lockExisting(tx, claim.id));
        const refusal = await spendCode(tx, row, "open", code, { openedAt: clock.now() });
        if (refusal) return refusal;
        const visit = await visits.byId(tx, row.visitId);
        if (!visit) throw refuse("SUMMARY_LINK_EXPIRED");
        return summaries.read(tx, visit, LINK_READER);
      });
    },
  };
}
export type SummaryLinksService = ReturnType<typeof createSummaryLinksService>;
