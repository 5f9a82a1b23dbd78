import { activeBadge, CURRENCY, MESSAGES, type PaymentsExportQuery } from "@medcamp/contract";
import type { Readable } from "node:stream";
import { type CsvCell, csvStream, keysetPages } from "../../lib/csv.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { CampViewer } from "../staff/index.ts";
import type { ExportsRepository, TimeCursor } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows per keyset page (ADR 021): one page is what an export holds in memory. */
export const EXPORT_PAGE_SIZE = 1000;

/** A CSV download: its file name and its bytes, streamed. */
export interface CsvFile {
  fileName: string;
  body: Readable;
}

/** A time as spreadsheet programs read it as a date and time: `YYYY-MM-DD HH:MM:SS`, in UTC (the headers say so). */
export function spreadsheetTime(at: Date | null | undefined): string {
  return at ? at.toISOString().slice(0, 19).replace("T", " ") : "";
}

/** An intake answer in one cell: choices joined with "; ", yes/no and consent as Yes or No. */
export function answerText(value: string | string[] | boolean | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? MESSAGES.intake.yes : MESSAGES.intake.no;
  return Array.isArray(value) ? value.join("; ") : value;
}

/** Letters and digits of a title for a file name (ASCII only, as every browser takes it); empty when none are. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
}

export const PARTICIPANT_COLUMNS = [
  "Name",
  "E-mail",
  "Status",
  "Waitlist position",
  "Requested at (UTC)",
  "Checked in at (UTC)",
  "Checked in by",
] as const;

export const PAYMENT_COLUMNS = [
  "Paid at (UTC)",
  "Name",
  "E-mail",
  "Package",
  "Kind",
  `Amount (${CURRENCY.toUpperCase()})`,
  "Status",
  "Transaction ID",
  "Period start (UTC)",
  "Period end (UTC)",
] as const;

export const USER_COLUMNS = [
  "Name",
  "E-mail",
  "Role",
  "Package",
  "Package until (UTC)",
  "Staff for",
  "Signed up at (UTC)",
] as const;

/**
 * The CSV exports (issue 23, ADR 021): a camp's participants (admins, and the camp's staff, who already read its
 * roster and intake answers), payments in a range of UTC days and users (admins). Each streams keyset pages of
 * EXPORT_PAGE_SIZE rows, so memory stays flat however many rows there are.
 */
export function createExportsService(
  repo: ExportsRepository,
  clock: Clock,
  mayRunCamp: (viewer: CampViewer, campId: string) => Promise<boolean>,
  pageSize = EXPORT_PAGE_SIZE,
) {
  return {
    /**
     * Every join request of the camp in the order they arrived, each waiter with its waitlist position; then one
     * column per intake question.
     */
    async participants(campId: string, viewer: CampViewer): Promise<CsvFile> {
      if (!(await mayRunCamp(viewer, campId))) throw refuse("FORBIDDEN");
      const title = await repo.campTitle(campId);
      if (title === undefined) throw refuse("CAMP_NOT_FOUND");
      const questions = await repo.questions(campId);

      type Participant = Awaited<ReturnType<ExportsRepository["participants"]>>[number];
      async function records(rows: Participant[]) {
        const answers = new Map<string, Map<string, string | string[] | boolean>>();
        for (const a of await repo.answersOf(rows.map((r) => r.requestId))) {
          const own = answers.get(a.requestId) ?? new Map();
          own.set(a.questionId, a.value);
          answers.set(a.requestId, own);
        }
        return rows.map((r): CsvCell[] => [
          r.name,
          r.email,
          r.status,
          r.position,
          spreadsheetTime(r.requestedAt),
          spreadsheetTime(r.checkedInAt),
          r.checkedInBy,
          ...questions.map((q) => answerText(answers.get(r.requestId)?.get(q.id))),
        ]);
      }

      async function* batches() {
        for await (const rows of keysetPages(
          (after: number | undefined, size) => repo.participants(campId, after, size),
          (row) => row.queueNo,
          pageSize,
        )) {
          yield await records(rows);
        }
      }

      return {
        fileName: `participants-${slug(title) || campId}.csv`,
        body: csvStream([...PARTICIPANT_COLUMNS, ...questions.map((q) => q.label)], batches()),
      };
    },

    /** Payments made on the UTC days from `from` to `to` (both included; either may be left out), oldest first. */
    payments(query: PaymentsExportQuery): CsvFile {
      const range = {
        ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
        ...(query.to ? { to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } : {}),
      };
      async function* batches() {
        for await (const rows of keysetPages(
          (after: TimeCursor | undefined, size) => repo.paymentsPage(range, after, size),
          (row) => ({ at: row.cursorAt, id: row.id }),
          pageSize,
        )) {
          yield rows.map((p): CsvCell[] => [
            spreadsheetTime(p.paidAt),
            p.name,
            p.email,
            p.packageName,
            p.kind,
            Number(p.price).toFixed(2),
            p.status,
            p.transactionId,
            spreadsheetTime(p.periodStart),
            spreadsheetTime(p.periodEnd),
          ]);
        }
      }
      const days = query.from || query.to ? `-${query.from ?? "start"}-to-${query.to ?? "now"}` : "";
      return { fileName: `payments${days}.csv`, body: csvStream(PAYMENT_COLUMNS, batches()) };
    },

    /** Every user in the order they signed up, with the package that counts now, their role and staff camps. */
    users(): CsvFile {
      async function* batches() {
        for await (const rows of keysetPages(
          (after: TimeCursor | undefined, size) => repo.usersPage(after, size),
          (row) => ({ at: row.cursorAt, id: row.id }),
          pageSize,
        )) {
          const now = clock.now();
          yield rows.map((u): CsvCell[] => {
            const badge = activeBadge(u.badge, u.badgeUntil, now);
            const staffCamps = Number(u.staffCamps);
            return [
              u.name,
              u.email,
              u.role,
              badge,
              badge ? spreadsheetTime(u.badgeUntil) : "",
              u.staffEvery ? "every camp" : staffCamps > 0 ? `${staffCamps} camp${staffCamps === 1 ? "" : "s"}` : "",
              spreadsheetTime(u.createdAt),
            ];
          });
        }
      }
      const day = clock.now().toISOString().slice(0, 10);
      return { fileName: `users-${day}.csv`, body: csvStream(USER_COLUMNS, batches()) };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
