/**
 * The `joinDialog` of camps that ask no intake questions: Join Camp never opens it, so it draws nothing
 * (app/camp-detail-route.test.tsx tests Join Camp with the intake feature's dialog).
 */
export const NoJoinDialog = () => null;
