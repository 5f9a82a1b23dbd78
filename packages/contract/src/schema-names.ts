import { z } from "zod";
import { PACKAGES } from "./constants.ts";
import { REFUSALS } from "./refusals.ts";
import { errorBodySchema, messageSchema } from "./schemas/common.ts";
import {
  distributorSchema,
  insertedIdSchema,
  likeBodySchema,
  mealDetailSchema,
  mealInputSchema,
  mealListResponseSchema,
  mealSchema,
  mealUpdateSchema,
  priceRangeSchema,
  publicReviewSchema,
  reviewBodySchema,
} from "./schemas/meals.ts";
import { auditEntrySchema, auditPageSchema } from "./schemas/audit.ts";
import { participantsExportQuerySchema, paymentsExportRangeSchema } from "./schemas/exports.ts";
import { overviewSchema } from "./schemas/insight.ts";
import { outboxMessageSchema, outboxPageSchema } from "./schemas/mail.ts";
import { notificationPageSchema, notificationPreferencesSchema, notificationSchema } from "./schemas/notifications.ts";
import { createPaymentIntentBodySchema, paymentSchema } from "./schemas/payments.ts";
import {
  adminMealRequestListSchema,
  adminMealRequestSchema,
  bulkServeAnswerSchema,
  bulkServeBodySchema,
  bulkServeResultSchema,
  joinRequestAnswerSchema,
  myCampStateSchema,
  userMealRequestListSchema,
  userMealRequestSchema,
} from "./schemas/requests.ts";
import {
  reviewedMealListSchema,
  reviewedMealSchema,
  userReviewListSchema,
  userReviewSchema,
} from "./schemas/reviews.ts";
import { upcomingMealPageSchema, upcomingMealSchema } from "./schemas/upcoming.ts";
import { userListResponseSchema, userSchema } from "./schemas/users.ts";

const exampleCamp = {
  _id: "0b6c3d3e-6c43-4f5e-9a55-5d7c1f2b8e41",
  title: "Heart Health Camp",
  category: "3days",
  image: "/images/camps/heart-health.svg",
  ingredients: ["Cardiologist", "Nurse"],
  description: "Blood pressure, ECG and a talk on healthy eating.",
  price: 25,
  postTime: "2026-11-20T09:00:00.000Z",
  distributor: { name: "Camp Admin", email: "admin@medcamp.dev" },
  rating: 4.5,
  likes: 12,
  reviewsCount: 2,
  startsAt: "2026-12-10T03:00:00.000Z",
  endsAt: "2026-12-13T03:00:00.000Z",
  timezone: "Asia/Dhaka",
  location: {
    venue: "Dhanmondi Community Centre",
    address: "Road 8, Dhanmondi",
    city: "Dhaka",
    country: "Bangladesh",
    lat: 23.7461,
    lng: 90.3742,
  },
  capacity: 40,
  seatsTaken: 28,
  seatsLeft: 12,
  waitlistCount: 0,
};

/**
 * Names the contract's shared schemas (Camp, Error, …) and describes the inputs whose rules a JSON Schema type
 * does not tell, for the API document: `components.schemas` and the descriptions and examples clients read.
 * Called by the server's API document plugin; the web app never needs it.
 */
export function nameSchemasForApiDocument(): void {
  const name = (schema: z.ZodType, meta: { id?: string; description?: string; examples?: unknown[] }) => {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, meta);
  };
  name(errorBodySchema, {
    id: "Error",
    description: `Every refusal: \`code\` is one of ${Object.keys(REFUSALS).join(", ")} (or an auth provider code under /api/auth); \`requestId\` comes with a 500.`,
    examples: [{ message: "Camp not found", code: "CAMP_NOT_FOUND" }],
  });
  name(messageSchema, { id: "Message", examples: [{ message: "Your camp has been cancelled." }] });
  name(insertedIdSchema, { id: "InsertedId" });
  name(distributorSchema, { id: "Distributor", description: "The admin who added the camp." });
  name(mealSchema, { id: "Camp", description: 'A camp (a "meal" on the wire).', examples: [exampleCamp] });
  name(publicReviewSchema, { id: "CampReview" });
  name(mealDetailSchema, {
    id: "CampDetail",
    description: "A camp with its newest reviews; `likedby` holds only the viewer's own e-mail if they liked it.",
  });
  name(mealListResponseSchema, { id: "CampPage", examples: [{ meals: [exampleCamp], totalPages: 3 }] });
  name(mealInputSchema, { id: "NewCamp" });
  name(mealUpdateSchema, { id: "CampChanges" });
  name(upcomingMealSchema, { id: "UpcomingCamp" });
  name(upcomingMealPageSchema, { id: "UpcomingCampPage" });
  name(userSchema, { id: "User" });
  name(userListResponseSchema, { id: "UserPage" });
  name(paymentSchema, { id: "Payment" });
  name(joinRequestAnswerSchema, {
    id: "JoinAnswer",
    description: "The new request: `pending` holds a seat; `waitlisted` waits, `position` being its current rank.",
    examples: [
      {
        insertedId: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
        message: "The camp is full: you are on the waitlist (position 3)",
        status: "waitlisted",
        position: 3,
      },
    ],
  });
  name(adminMealRequestSchema, { id: "JoinRequest" });
  name(adminMealRequestListSchema, { id: "JoinRequestPage" });
  name(bulkServeBodySchema, {
    id: "BulkServe",
    description:
      "The same change for 1 to 100 unique requests, each applied once in its own transaction, in id order; `reason` goes only with `declined`.",
    examples: [
      { ids: ["5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f"], status: "declined", reason: "The camp is for adults." },
    ],
  });
  name(bulkServeResultSchema, {
    id: "BulkServeResult",
    description:
      "One request's outcome: `changed` now (its camper told), `unchanged` (it already was; no one told again) or `refused` (`code` and `message` as the single PATCH answers them).",
  });
  name(bulkServeAnswerSchema, {
    id: "BulkServeAnswer",
    examples: [
      {
        message: "1 request declined, 1 already declined.",
        results: [
          { id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", outcome: "changed" },
          { id: "6a1d2e3f-4b5c-4d6e-9f70-8b9c0d1e2f30", outcome: "unchanged" },
        ],
      },
    ],
  });
  name(userMealRequestSchema, { id: "MyJoinRequest" });
  name(userMealRequestListSchema, { id: "MyJoinRequestPage" });
  name(myCampStateSchema, {
    id: "MyCampState",
    description: "The signed-in user's newest join request for the camp and their review of it, each null if none.",
    examples: [{ request: { _id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", status: "pending" }, review: null }],
  });
  name(userReviewSchema, { id: "MyReview" });
  name(userReviewListSchema, { id: "MyReviewPage" });
  name(reviewedMealSchema, { id: "ReviewedCamp" });
  name(reviewedMealListSchema, { id: "ReviewedCampPage" });
  name(outboxMessageSchema, {
    id: "OutboxMessage",
    description:
      "An e-mail: `queued` waits for a delivery attempt, `sent` was accepted by the SMTP server, `failed` was refused for good or ran out of attempts (`lastError` says why), `outbox` was kept in the built-in outbox (no SMTP_URL).",
  });
  name(outboxPageSchema, { id: "OutboxPage" });
  name(auditEntrySchema, {
    id: "AuditEntry",
    description:
      "One admin or staff action: who (as named then), when, what, its target, and the fields it changed before and after.",
  });
  name(auditPageSchema, { id: "AuditPage" });
  name(participantsExportQuerySchema.shape.mealId, {
    description: "The camp whose join requests (every status) the file lists.",
    examples: [exampleCamp._id],
  });
  name(paymentsExportRangeSchema.shape.from, {
    description: "The first UTC day of payments to list, `YYYY-MM-DD`; left out: from the first payment.",
    examples: ["2026-11-01"],
  });
  name(paymentsExportRangeSchema.shape.to, {
    description: "The last UTC day of payments to list (included), `YYYY-MM-DD`, not before `from`; left out: to now.",
    examples: ["2026-11-30"],
  });
  name(overviewSchema, {
    id: "AdminOverview",
    description:
      "The admin overview: key figures now, join requests per UTC day (30 days), revenue per package per UTC month (12 months), the fill of the next ten camps and the attendance of the last ten that ended.",
  });
  name(notificationSchema, {
    id: "Notification",
    description: "An in-app notification of the signed-in user's: `link` is a path in the app or null.",
  });
  name(notificationPageSchema, { id: "NotificationPage" });
  name(notificationPreferencesSchema, { id: "NotificationPreferences" });
  name(reviewBodySchema, { examples: [{ comment: "Friendly nurses and a clear talk.", rating: 5 }] });
  name(likeBodySchema, {
    description: "Optional: the body may be omitted or `{}`; an `email`, when sent, must be the signed-in user's own.",
  });
  name(priceRangeSchema, {
    description:
      'A JSON object `{"min": number, "max": number}` as text; a missing side is 0 (min) or 9999999999 (max).',
    examples: ['{"min":10,"max":40}'],
  });
  name(createPaymentIntentBodySchema.shape.price, {
    description: `A package price: ${PACKAGES.map((p) => `${p.price} (${p.name})`).join(", ")}; any other is UNKNOWN_PACKAGE.`,
    examples: [15],
  });
}
