/**
 * The `joinDialog` of camps that ask no intake questions: Join Camp never opens it, so it draws nothing
 * (app/camp-detail-route.test.tsx tests Join Camp with the intake feature's dialog).
 */
export const NoJoinDialog = () => null;

/** The fake API's answer for camp c1's intake questions when it asks none, as Join Camp reads them before joining. */
export const noQuestions = { "GET /meals/c1/questions": { body: { questions: [] } } };
