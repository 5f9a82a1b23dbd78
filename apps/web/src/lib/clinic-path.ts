/** A camp's clinic stations page (issue 39), for admins and the camp's staff with a station role. */
export const clinicPath = (campId: string) => `/admin/clinic/${encodeURIComponent(campId)}`;

/** A camp's clinic settings (issue 39): its stations, screening tests and medicines, for admins. */
export const clinicSettingsPath = (campId: string) => `${clinicPath(campId)}/settings`;

/** A camp's stock (issue 40): receiving batches and the stock report, for its pharmacists, doctors and admins. */
export const clinicStockPath = (campId: string) => `${clinicPath(campId)}/stock`;

/** A camp's report (issue 41): its figures and downloads, for its doctors and admins. */
export const campReportPath = (campId: string) => `${clinicPath(campId)}/report`;
