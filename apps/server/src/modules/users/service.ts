import { activeBadge, MESSAGES, type Role, type User } from "@medcamp/contract";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { UserSearch, UsersRepository } from "./repository.ts";

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository["findById"]>>>;

/** `clock` decides whether a badge still counts (issue 20: a package that lapsed shows none). */
export function createUsersService(repo: UsersRepository, audit: AuditService, clock: Clock = systemClock) {
  const toUser = (row: UserRow): User => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    badge: activeBadge(row.badge, row.badgeUntil, clock.now()),
    role: row.role as Role,
  });
  return {
    async search(query: UserSearch) {
      const { rows, total } = await repo.search(query);
      return { users: rows.map(toUser), totalPages: totalPages(total, query.limit) };
    },

    async profile(email: string) {
      const row = await repo.findByEmail(email);
      if (!row) throw refuse("USER_NOT_FOUND");
      return { user: { name: row.name, email: row.email, badge: toUser(row).badge } };
    },

    /** Once: a repeat (an admin already) changes and records nothing, and still answers success. */
    async makeAdmin(userId: string, actor: AuditActor) {
      const result = await repo.inTransaction(async (tx) => {
        const promoted = await repo.promote(tx, userId);
        if (!promoted.missing && promoted.before !== null) {
          await audit.record(tx, actor, {
            action: "user.made-admin",
            target: { type: "user", id: userId },
            before: { role: promoted.before },
            after: { role: "admin" },
          });
        }
        return promoted;
      });
      if (result.missing) throw refuse("USER_NOT_FOUND");
      return { message: MESSAGES.success.madeAdmin };
    },

    async adminProfile(email: string) {
      const row = await repo.findByEmail(email);
      if (!row) throw refuse("USER_NOT_FOUND");
      return { name: row.name, email: row.email, noOfMealsAdded: await repo.countMealsAddedBy(row.id) };
    },

    /** The session user's profile row exists by construction (better-auth creates it); report it. */
    ensureProfile(user: SignedInUser) {
      return { message: "User profile is ready", user: { name: user.name, email: user.email, badge: user.badge } };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
