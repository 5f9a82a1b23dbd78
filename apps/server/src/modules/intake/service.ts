import type { IntakeAnswerInput, IntakeAnswers, IntakeQuestionInput } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { Refusal, refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { IntakeRepository, RequestAnswers } from "./repository.ts";
import { type CheckedAnswer, checkAnswers } from "./validate.ts";

/** Requests whose camper may still change their answers (a cancelled or declined one is over). */
const OPEN_STATUSES = ["pending", "waitlisted", "delivered"];

export interface Viewer {
  id: string;
  role: string;
}

/**
 * Intake questions (issue 21): the admin sets a camp's questions; a camper answers them when joining and may read and
 * change their answers until the camp starts; admins and the camp's staff read them. Nobody else reads an answer.
 */
export function createIntakeService(
  repo: IntakeRepository,
  clock: Clock,
  /** Admins, and the camp's staff (the staff module). */
  mayRunCamp: (viewer: Viewer, campId: string) => Promise<boolean>,
  audit: AuditService,
) {
  async function ownRequest(requestId: string, viewer: Viewer, { write }: { write: boolean }) {
    const request = await repo.request(requestId);
    if (!request) throw refuse("REQUEST_NOT_FOUND");
    const own = request.userId === viewer.id;
    if (!own && (write || !(await mayRunCamp(viewer, request.campId)))) throw refuse("REQUEST_NOT_FOUND");
    return request;
  }

  async function answersOf(request: { id: string; startsAt: Date | null }): Promise<IntakeAnswers> {
    const answers = await repo.answersOf(request.id);
    return {
      answers: answers.map((a) => ({ ...a, kind: a.kind as IntakeAnswers["answers"][number]["kind"] })),
      editableUntil: request.startsAt?.toISOString() ?? null,
    };
  }

  return {
    async questions(campId: string) {
      const questions = await repo.questions(campId);
      if (questions.length === 0 && !(await repo.campExists(campId))) throw refuse("CAMP_NOT_FOUND");
      return { questions };
    },

    /** Replaces the camp's questions; the audit log keeps them as they were and are, and the answers deleted. */
    async setQuestions(
      campId: string,
      inputs: IntakeQuestionInput[],
      actor: AuditActor,
      { dropChangedAnswers = false }: { dropChangedAnswers?: boolean } = {},
    ) {
      const result = await repo.replaceQuestions(campId, inputs, { dropChangedAnswers }, (tx, change) =>
        audit.recordCamp(tx, actor, "camp.intake-replaced", campId, {
          before: { questions: change.before },
          after: { questions: change.after, answersDeleted: change.answersDeleted },
        }),
      );
      if (result === undefined) throw refuse("CAMP_NOT_FOUND");
      if (result === "unknown") throw refuse("INTAKE_UNKNOWN_QUESTION");
      if ("answersWouldBeDeleted" in result) {
        throw refuse("INTAKE_ANSWERS_WOULD_BE_DELETED", { count: result.answersWouldBeDeleted });
      }
      return { questions: result };
    },

    /**
     * The answers of a batch of joins to one camp, each checked against the camp's questions as the batch's
     * transaction reads them (once for the batch, under the camp's lock): the rows to store, or that join's refusal.
     */
    async checkJoins(
      tx: Tx,
      campId: string,
      joins: readonly IntakeAnswerInput[][],
    ): Promise<(CheckedAnswer[] | Refusal)[]> {
      const questions = await repo.questions(campId, tx);
      return joins.map((answers) => {
        try {
          return checkAnswers(questions, answers);
        } catch (error) {
          if (error instanceof Refusal) return error;
          throw error;
        }
      });
    },

    /** Writes the checked answers of a batch of joins in the batch's transaction. */
    saveJoinAnswers: (tx: Tx, joins: readonly RequestAnswers[]) => repo.insertAnswers(tx, joins),

    /** Read by anyone but their camper (an admin, the camp's staff), the answers are health data: audited first. */
    async answers(requestId: string, viewer: Viewer & AuditActor): Promise<IntakeAnswers> {
      const request = await ownRequest(requestId, viewer, { write: false });
      if (request.userId !== viewer.id) {
        await audit.recordAlone(viewer, {
          action: "request.answers-read",
          target: { type: "request", id: request.id },
          campId: request.campId,
        });
      }
      return answersOf(request);
    },

    /** The camper changes their answers, all at once, until their camp starts. */
    async changeAnswers(requestId: string, viewer: Viewer, answers: IntakeAnswerInput[]): Promise<IntakeAnswers> {
      const request = await ownRequest(requestId, viewer, { write: true });
      if (!OPEN_STATUSES.includes(request.status)) throw refuse("REQUEST_NOT_FOUND");
      if (request.startsAt && request.startsAt <= clock.now()) throw refuse("CAMP_STARTED");
      await repo.replaceAnswers(requestId, checkAnswers(await repo.questions(request.campId), answers));
      return answersOf(request);
    },
  };
}
export type IntakeService = ReturnType<typeof createIntakeService>;
