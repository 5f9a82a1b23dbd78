import type { AuditAction, AuditPage, AuditQuery, AuditTargetType } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { AuditRepository } from "./repository.ts";

/** Who acted: the signed-in admin or staff member, as named now. */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

/** One action to record: what happened to which target, the camp it concerns, and the fields before and after. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  campId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function createAuditService(repository: AuditRepository, clock: Clock) {
  /**
   * Records an action in the transaction `tx` that makes it: the entry commits with the action or not at all (a
   * refused or failed action writes none).
   */
  async function record(tx: Tx, actor: AuditActor, entry: AuditRecord): Promise<void> {
    await repository.insert(tx, {
      at: clock.now(),
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      campId: entry.campId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  return {
    record,

    /**
     * Records an action that changes nothing else, such as a read of personal data (issue 37), in a transaction of
     * its own: call it before the data leaves, so a read that is not recorded is not served.
     */
    recordAlone: (actor: AuditActor, entry: AuditRecord): Promise<void> =>
      repository.inTransaction((tx) => record(tx, actor, entry)),

    /**
     * Records a download of personal or health data (`export.downloaded`, issue 37) in a transaction of its own,
     * before its first byte leaves: `name` is the export, `details` what was asked, `campId` the camp it concerns.
     */
    recordDownload: (actor: AuditActor, name: string, details: Record<string, unknown>, campId?: string) =>
      repository.inTransaction((tx) =>
        record(tx, actor, {
          action: "export.downloaded",
          target: { type: "export", id: name },
          campId: campId ?? null,
          after: details,
        }),
      ),

    /** Records an action on a camp: the camp is its target and the camp the camp filter finds it by. */
    recordCamp(
      tx: Tx,
      actor: AuditActor,
      action: AuditAction,
      campId: string,
      fields: Pick<AuditRecord, "before" | "after">,
    ): Promise<void> {
      return record(tx, actor, { action, target: { type: "camp", id: campId }, campId, ...fields });
    },

    async list(query: AuditQuery): Promise<AuditPage> {
      const [rows, total] = await Promise.all([repository.page(query), repository.count(query)]);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
          action: row.action as AuditAction,
          target: { type: row.targetType as AuditTargetType, id: row.targetId },
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        totalPages: totalPages(total, query.limit),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
