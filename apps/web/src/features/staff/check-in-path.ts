/** The phone check-in page of a camp, for admins and the camp's staff. */
export const checkInPath = (campId: string) => `/admin/check-in/${encodeURIComponent(campId)}`;

/** The dashboard's "Camps you staff" section: the user area's "Check-in" entry leads there for several camps. */
export const STAFFED_CAMPS_ANCHOR = "camps-you-staff";
