import type { IntakeQuestion, IntakeQuestionInput } from "@medcamp/contract";
import { and, asc, count, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, intakeAnswers, intakeQuestions, joinRequests } from "../../db/schema/index.ts";
import { inBatches } from "../../lib/sql-helpers.ts";
import type { CheckedAnswer } from "./validate.ts";

/** A join request's checked answers, to be written with it. */
export interface RequestAnswers {
  requestId: string;
  answers: readonly CheckedAnswer[];
}

const QUESTION_COLUMNS = {
  id: intakeQuestions.id,
  kind: intakeQuestions.kind,
  label: intakeQuestions.label,
  required: intakeQuestions.required,
  health: intakeQuestions.health,
  options: intakeQuestions.options,
};

const asQuestion = (row: { kind: string } & Omit<IntakeQuestion, "kind">) => row as IntakeQuestion;

/** A question as the audit log shows it. */
const summary = ({ id, kind, label, required, health }: IntakeQuestion) => ({ id, kind, label, required, health });

/** What replacing a camp's questions changed, for its audit entry. */
export interface QuestionsReplaced {
  before: ReturnType<typeof summary>[];
  after: ReturnType<typeof summary>[];
  answersDeleted: number;
}

/** How many answers the questions `ids` have. */
async function answerCount(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx.select({ n: count() }).from(intakeAnswers).where(inArray(intakeAnswers.questionId, ids));
  return row?.n ?? 0;
}

/** Intake questions per camp and the answers of join requests (issue 21). */
export function createIntakeRepository(db: Db) {
  const questionsOf = (reader: Db | Tx, campId: string) =>
    reader
      .select(QUESTION_COLUMNS)
      .from(intakeQuestions)
      .where(eq(intakeQuestions.campId, campId))
      .orderBy(asc(intakeQuestions.position))
      .then((rows) => rows.map(asQuestion));

  async function insertAnswers(tx: Tx, requests: readonly RequestAnswers[]) {
    const rows = requests.flatMap(({ requestId, answers }) => answers.map((a) => ({ ...a, requestId })));
    for (const batch of inBatches(rows)) await tx.insert(intakeAnswers).values(batch);
  }

  return {
    async campExists(campId: string): Promise<boolean> {
      const [row] = await db.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).limit(1);
      return Boolean(row);
    },

    /** The camp's questions in order; in the caller's transaction when it passes one. */
    questions: (campId: string, tx?: Tx) => questionsOf(tx ?? db, campId),

    /**
     * Replaces a camp's questions with `inputs`, in their order: a question with the id of one of this camp's keeps it
     * (and its answers, each under the wording it answered); the others are new; those left out are deleted with
     * their answers, and so are the answers of a kept question whose kind changes (issue 37) — which takes
     * `dropChangedAnswers`, else nothing changes and the count of such answers comes back. `record` writes the
     * audit entry in the same transaction. Answers `undefined` when the camp does not exist, `unknown` when an id is
     * not one of this camp's questions.
     */
    async replaceQuestions(
      campId: string,
      inputs: IntakeQuestionInput[],
      { dropChangedAnswers }: { dropChangedAnswers: boolean },
      record: (tx: Tx, change: QuestionsReplaced) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        // The camp's row lock orders two admins' edits of its questions.
        const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("update");
        if (!camp) return undefined;
        const before = await questionsOf(tx, campId);
        const existing = new Map(before.map((q) => [q.id, q]));
        const kept = inputs.flatMap((q) => (q.id ? [q.id] : []));
        if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length) return "unknown" as const;
        const keptSet = new Set(kept);
        const removed = before.filter((q) => !keptSet.has(q.id)).map((q) => q.id);
        const kindChanged = inputs.flatMap((q) => (q.id && existing.get(q.id)?.kind !== q.kind ? [q.id] : []));
        const changedAnswers = await answerCount(tx, kindChanged);
        if (changedAnswers > 0 && !dropChangedAnswers) return { answersWouldBeDeleted: changedAnswers };
        const removedAnswers = await answerCount(tx, removed);
        if (removed.length > 0) await tx.delete(intakeQuestions).where(inArray(intakeQuestions.id, removed));
        if (kindChanged.length > 0)
          await tx.delete(intakeAnswers).where(inArray(intakeAnswers.questionId, kindChanged));
        for (const [position, { id, ...fields }] of inputs.entries()) {
          if (id) {
            await tx
              .update(intakeQuestions)
              .set({ ...fields, position })
              .where(eq(intakeQuestions.id, id));
            // A question's health flag travels with its answers, which the retention job reads.
            await tx.update(intakeAnswers).set({ health: fields.health }).where(eq(intakeAnswers.questionId, id));
          } else {
            await tx.insert(intakeQuestions).values({ ...fields, campId, position });
          }
        }
        const after = await questionsOf(tx, campId);
        await record(tx, {
          before: before.map(summary),
          after: after.map(summary),
          answersDeleted: removedAnswers + changedAnswers,
        });
        return after;
      });
    },

    /** Joins' answers, in their batch's transaction (a few statements for any number of joins). */
    insertAnswers,

    /** A camper's changed answers: all of the request's answers are replaced at once. */
    async replaceAnswers(requestId: string, answers: CheckedAnswer[]) {
      await db.transaction(async (tx) => {
        await tx.delete(intakeAnswers).where(eq(intakeAnswers.requestId, requestId));
        await insertAnswers(tx, [{ requestId, answers }]);
      });
    },

    /** A join request with its camp's start, or undefined. */
    async request(requestId: string) {
      const [row] = await db
        .select({
          id: joinRequests.id,
          userId: joinRequests.userId,
          campId: joinRequests.campId,
          status: joinRequests.status,
          startsAt: camps.startsAt,
        })
        .from(joinRequests)
        .innerJoin(camps, eq(camps.id, joinRequests.campId))
        .where(eq(joinRequests.id, requestId))
        .limit(1);
      return row;
    },

    /** A request's answers, each with the wording it answered, in the questions' order. */
    answersOf(requestId: string) {
      return db
        .select({
          questionId: intakeAnswers.questionId,
          label: intakeAnswers.label,
          kind: intakeQuestions.kind,
          health: intakeAnswers.health,
          value: intakeAnswers.value,
        })
        .from(intakeAnswers)
        .innerJoin(intakeQuestions, eq(intakeQuestions.id, intakeAnswers.questionId))
        .where(eq(intakeAnswers.requestId, requestId))
        .orderBy(asc(intakeQuestions.position));
    },

    /**
     * Deletes up to `batch` health answers of camps that ended before `endedBefore`, and of camps without dates
     * answered (last changed) before it (issue 37: those were kept for ever) — the retention job. Answers how many
     * it deleted: a full batch means more may be due.
     */
    async deleteExpiredHealthAnswers(endedBefore: Date, batch: number): Promise<number> {
      const due = db
        .select({ requestId: intakeAnswers.requestId })
        .from(intakeAnswers)
        .innerJoin(joinRequests, eq(joinRequests.id, intakeAnswers.requestId))
        .innerJoin(camps, eq(camps.id, joinRequests.campId))
        .where(
          and(
            eq(intakeAnswers.health, true),
            or(lt(camps.endsAt, endedBefore), and(isNull(camps.endsAt), lt(intakeAnswers.updatedAt, endedBefore))),
          ),
        )
        .limit(batch);
      const deleted = await db
        .delete(intakeAnswers)
        .where(and(eq(intakeAnswers.health, true), inArray(intakeAnswers.requestId, due)))
        .returning({ requestId: intakeAnswers.requestId });
      return deleted.length;
    },
  };
}
export type IntakeRepository = ReturnType<typeof createIntakeRepository>;
