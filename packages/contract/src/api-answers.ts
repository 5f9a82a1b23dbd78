import type { z } from "zod";
import { localeChoiceSchema, myDataSchema } from "./schemas/account.ts";
import { publishResponseSchema } from "./schemas/admin.ts";
import { auditPageSchema } from "./schemas/audit.ts";
import { campReportSchema } from "./schemas/camp-report.ts";
import { campRangeReportSchema, dhis2DataValueSetSchema, dhis2MappingSchema } from "./schemas/camp-report-exports.ts";
import { attendanceSchema, checkInResultSchema, rosterSchema } from "./schemas/check-in.ts";
import {
  accessLogSchema,
  clinicalReadsSchema,
  duplicatesSchema,
  mergedSchema,
  stationsSchema,
  myVisitsSchema,
  peopleSchema,
  queueSchema,
  registerVisitAnswerSchema,
  sectionWriteAnswerSchema,
  signAnswerSchema,
  visitCalledSchema,
  visitMovedSchema,
  visitSchema,
  visitSummarySchema,
  writeAppliedSchema,
} from "./schemas/clinic.ts";
import { medicinesAnswerSchema, screeningTestsAnswerSchema } from "./schemas/clinic-lists.ts";
import {
  facilitiesAnswerSchema,
  referralCallAnswerSchema,
  referralConfirmedSchema,
  referralConfirmViewSchema,
  referralFiguresSchema,
  referralIssuedSchema,
  referralListSchema,
  referralSlipAnswerSchema,
} from "./schemas/referrals.ts";
import { summaryLinkSendSchema, summaryLinkStateSchema } from "./schemas/summary-links.ts";
import { messageSchema } from "./schemas/common.ts";
import { fhirBundleSchema } from "./schemas/fhir.ts";
import { appConfigSchema, healthResponseSchema } from "./schemas/health.ts";
import { overviewSchema } from "./schemas/insight.ts";
import { intakeAnswerListSchema, intakeQuestionListSchema } from "./schemas/intake.ts";
import { outboxPageSchema } from "./schemas/mail.ts";
import { insertedIdSchema, likeResponseSchema, mealDetailSchema, mealListResponseSchema } from "./schemas/meals.ts";
import {
  newsletterCountsSchema,
  newsletterSentSchema,
  newsletterStatusSchema,
  unsubscribeResultSchema,
} from "./schemas/newsletter.ts";
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  readAllAnswerSchema,
  unreadCountSchema,
} from "./schemas/notifications.ts";
import { createPaymentIntentResponseSchema, demoConfirmResponseSchema, paymentListSchema } from "./schemas/payments.ts";
import {
  dispenseAnswerSchema,
  stockReceiptAnswerSchema,
  stockReportSchema,
  stockWriteOffAnswerSchema,
} from "./schemas/pharmacy.ts";
import {
  adminMealRequestListSchema,
  bulkServeAnswerSchema,
  joinRequestAnswerSchema,
  myCampStateSchema,
  userMealRequestListSchema,
} from "./schemas/requests.ts";
import { reviewedMealListSchema, userReviewListSchema } from "./schemas/reviews.ts";
import { calendarFeedSchema, mealCitiesSchema } from "./schemas/schedule.ts";
import { contactSchema, smsWebhookAnswerSchema } from "./schemas/sms.ts";
import { staffAssignmentSchema } from "./schemas/staff.ts";
import {
  mySubscriptionSchema,
  subscriptionPortalSchema,
  subscriptionQuoteSchema,
  subscriptionSchema,
} from "./schemas/subscriptions.ts";
import { ticketSchema } from "./schemas/tickets.ts";
import { upcomingMealsResponseSchema } from "./schemas/upcoming.ts";
import {
  adminProfileSchema,
  isAdminResponseSchema,
  userListResponseSchema,
  userProfileResponseSchema,
} from "./schemas/users.ts";

/** POST /create-user: the message and the profile it made sure of. */
const createUserAnswerSchema = messageSchema.extend({ user: userProfileResponseSchema.shape.user });

/**
 * What each JSON route of the API answers on success (any 2xx), keyed "METHOD /path" as the server routes it, without
 * the /api prefix (":id" marks a path parameter). Every refusal answers `errorBodySchema`. Files (CSV, iCalendar),
 * better-auth's /auth/* and the API document are not here. The server suite checks this table against the routes'
 * own response schemas (apps/server/src/api-answers.test.ts); the web tests' fake API checks its answers with it.
 */
export const API_ANSWERS = {
  "GET /admin/:email": adminProfileSchema,
  "GET /admin/audit": auditPageSchema,
  "GET /admin/newsletter": newsletterCountsSchema,
  "POST /admin/newsletter/send": newsletterSentSchema,
  "GET /admin/outbox": outboxPageSchema,
  "GET /admin/overview": overviewSchema,
  "GET /app-config": appConfigSchema,
  "POST /check-ins": checkInResultSchema,
  "DELETE /check-ins/:id": messageSchema,
  "POST /create-payment-intent": createPaymentIntentResponseSchema,
  "POST /create-user": createUserAnswerSchema,
  "POST /demo-payments/confirm": demoConfirmResponseSchema,
  "GET /health": healthResponseSchema,
  "GET /is-admin": isAdminResponseSchema,
  "POST /like-upcoming-meal": messageSchema,
  "POST /make-admin": messageSchema,
  "POST /make-staff": messageSchema,
  "DELETE /me": messageSchema,
  "GET /me/calendar": calendarFeedSchema,
  "POST /me/calendar/rotate": calendarFeedSchema,
  "GET /me/data": myDataSchema,
  "PUT /me/locale": localeChoiceSchema,
  "GET /me/staff": staffAssignmentSchema,
  "GET /me/visits": myVisitsSchema,
  "GET /me/health-record.fhir": fhirBundleSchema,
  "GET /me/access-log": accessLogSchema,
  "GET /me/contact": contactSchema,
  "PUT /me/contact": contactSchema,
  "POST /me/phone": contactSchema,
  "POST /me/phone/verify": contactSchema,
  "POST /sms/status": smsWebhookAnswerSchema,
  "POST /sms/inbound": smsWebhookAnswerSchema,
  "GET /meal-cities": mealCitiesSchema,
  "GET /meal-requests": adminMealRequestListSchema,
  "DELETE /meal-requests-user": messageSchema,
  "GET /meal-requests-user": userMealRequestListSchema,
  "DELETE /meal-requests/:id": messageSchema,
  "PATCH /meal-requests/:id": messageSchema,
  "GET /meal-requests/:id/answers": intakeAnswerListSchema,
  "PUT /meal-requests/:id/answers": intakeAnswerListSchema,
  "POST /meal-requests/bulk": bulkServeAnswerSchema,
  "POST /meal/request": joinRequestAnswerSchema,
  "GET /meals": mealListResponseSchema,
  "POST /meals": insertedIdSchema,
  "DELETE /meals/:id": messageSchema,
  "GET /meals/:id": mealDetailSchema,
  "PATCH /meals/:id": messageSchema,
  "GET /meals/:id/attendance": attendanceSchema,
  "POST /meals/:id/like": likeResponseSchema,
  "GET /meals/:id/mine": myCampStateSchema,
  "GET /meals/:id/questions": intakeQuestionListSchema,
  "PUT /meals/:id/questions": intakeQuestionListSchema,
  "POST /meals/:id/review": insertedIdSchema,
  "GET /meals/:id/roster": rosterSchema,
  "POST /meals/:id/visits": registerVisitAnswerSchema,
  "GET /meals/:id/people": peopleSchema,
  "GET /meals/:id/queue": queueSchema,
  "POST /meals/:id/queue/next": visitCalledSchema,
  "POST /visits/:visitId/move": visitMovedSchema,
  "PUT /visits/:visitId/sections/:station": sectionWriteAnswerSchema,
  "POST /visits/:visitId/sign": signAnswerSchema,
  "POST /visits/:visitId/addenda": writeAppliedSchema,
  "GET /visits/:visitId": visitSchema,
  "GET /visits/:visitId/summary": visitSummarySchema,
  "GET /visits/:visitId/fhir": fhirBundleSchema,
  "GET /admin/people/duplicates": duplicatesSchema,
  "POST /people/:personId/merge": mergedSchema,
  "DELETE /people/:personId/duplicates/:otherId": mergedSchema,
  "GET /meals/:id/stations": stationsSchema,
  "PUT /meals/:id/stations": stationsSchema,
  "GET /meals/:id/screening-tests": screeningTestsAnswerSchema,
  "PUT /meals/:id/screening-tests": screeningTestsAnswerSchema,
  "GET /meals/:id/medicines": medicinesAnswerSchema,
  "PUT /meals/:id/medicines": medicinesAnswerSchema,
  "POST /meals/:id/stock": stockReceiptAnswerSchema,
  "POST /meals/:id/stock/write-offs": stockWriteOffAnswerSchema,
  "POST /visits/:visitId/dispenses": dispenseAnswerSchema,
  "GET /meals/:id/stock-report": stockReportSchema,
  "GET /meals/:id/facilities": facilitiesAnswerSchema,
  "PUT /meals/:id/facilities": facilitiesAnswerSchema,
  "POST /visits/:visitId/referrals": referralIssuedSchema,
  "GET /referrals/:id/slip": referralSlipAnswerSchema,
  "GET /referrals/confirm/:token": referralConfirmViewSchema,
  "POST /referrals/confirm/:token": referralConfirmedSchema,
  "POST /visits/:visitId/summary-link": summaryLinkSendSchema,
  "POST /visits/:visitId/summary-link/verify": summaryLinkSendSchema,
  "GET /summary-links/:token": summaryLinkStateSchema,
  "POST /summary-links/:token/code": summaryLinkStateSchema,
  "POST /summary-links/:token/open": visitSummarySchema,
  "GET /meals/:id/referrals": referralListSchema,
  "POST /referrals/:id/calls": referralCallAnswerSchema,
  "GET /meals/:id/referral-figures": referralFiguresSchema,
  "GET /meals/:id/report": campReportSchema,
  "GET /meals/:id/report/dhis2": dhis2DataValueSetSchema,
  "GET /camp-reports": campRangeReportSchema,
  "GET /admin/dhis2-mapping": dhis2MappingSchema,
  "PUT /admin/dhis2-mapping": dhis2MappingSchema,
  "GET /admin/clinical-reads": clinicalReadsSchema,
  "GET /people/:personId/access-log": accessLogSchema,
  "POST /meals/from-upcoming": publishResponseSchema,
  "PATCH /meals/reset/:id": messageSchema,
  "POST /newsletter": messageSchema,
  "POST /newsletter/confirm": messageSchema,
  "GET /newsletter/me": newsletterStatusSchema,
  "PUT /newsletter/me": newsletterStatusSchema,
  "GET /notification-preferences": notificationPreferencesSchema,
  "PUT /notification-preferences": notificationPreferencesSchema,
  "GET /notifications": notificationPageSchema,
  "POST /notifications/:id/read": messageSchema,
  "POST /notifications/read-all": readAllAnswerSchema,
  "GET /notifications/unread-count": unreadCountSchema,
  "POST /payments": insertedIdSchema,
  "GET /payments/:email": paymentListSchema,
  "POST /remove-staff": messageSchema,
  "POST /review-delete": messageSchema,
  "POST /review-update": messageSchema,
  "GET /reviewed-meals": reviewedMealListSchema,
  "GET /reviews": userReviewListSchema,
  "GET /staff/:userId": staffAssignmentSchema,
  "GET /subscription": mySubscriptionSchema,
  "POST /subscription/cancel": subscriptionSchema,
  "POST /subscription/change": subscriptionSchema,
  "POST /subscription/portal": subscriptionPortalSchema,
  "GET /subscription/quote": subscriptionQuoteSchema,
  "POST /subscription/resume": subscriptionSchema,
  "GET /tickets/:requestId": ticketSchema,
  "POST /unsubscribe": unsubscribeResultSchema,
  "GET /upcoming-meals": upcomingMealsResponseSchema,
  "POST /upcoming-meals": insertedIdSchema,
  "GET /users": userListResponseSchema,
  "GET /users/:email": userProfileResponseSchema,
} satisfies Record<string, z.ZodType>;
