/**
 * Texts of the camp report's screens (issue 41): one camp's report (admins and the camp's doctors), the report over a
 * range of dates and the DHIS2 mapping (admins). They load with the report's part of the catalogue (ADR 022); the
 * station and sex names are the clinic's, loaded beside it.
 */
export const REPORT_TEXTS = {
  campReportUi: {
    title: "Camp report",
    titleOf: (camp: string) => `Camp report · ${camp}`,
    /** The link to a camp's report from All Camps and the clinic. */
    open: "Report",
    openOf: (camp: string) => `Camp report of ${camp}`,
    loadFailed: "The report could not be loaded.",
    empty: "No visit has been recorded at this camp yet: the report fills in as people are registered.",
    downloads: "Download",
    pdf: "PDF",
    csv: "CSV",
    dhis2: "DHIS2 JSON",
    pdfOf: (camp: string) => `Download the report of ${camp} as PDF`,
    csvOf: (camp: string) => `Download the report of ${camp} as CSV`,
    dhis2Of: (camp: string) => `Download the report of ${camp} as DHIS2 JSON`,
    downloadsNote: "In the downloads, counts from 1 to 4 are shown as “<5”; they carry no name, phone or note.",
    chartFailed: "The chart could not be drawn; the table below has its figures.",
    showTable: "Show as table",
    // At a glance.
    summary: "At a glance",
    people: "People registered",
    visits: "Visits",
    exited: "Visits that exited",
    median: "Door to exit, median",
    p90: "Door to exit, 90th percentile",
    minutes: (minutes: string) => `${minutes} min`,
    noneExited: "None yet",
    // People registered.
    registered: "People registered by sex and age",
    ageBand: "Age in years",
    unknown: "Unknown",
    total: "Total",
    // Stations.
    stations: "Seen at each station",
    visitsDone: "Visits done",
    // Readings.
    readings: "Blood pressure and blood sugar",
    reading: "Reading",
    bloodPressure: "Blood pressure",
    bloodSugar: "Blood sugar (random)",
    screened: "Screened",
    raised: "Raised",
    known: "Already known",
    new: "New",
    readingsNote:
      "Raised: 140/90 mmHg or more; random blood sugar 200 mg/dL or more. Already known: recorded at the signed consultation. Counted per visit.",
    // Diagnoses.
    topDiagnoses: "Ten most frequent diagnoses",
    code: "ICD-10 code",
    diagnosis: "Diagnosis",
    signedConsultations: "Signed consultations",
    coded: "Coded diagnoses",
    uncoded: "Written as text only",
    noDiagnoses: "No signed consultation has a coded diagnosis yet.",
    chapters: "Diagnoses by ICD-10 chapter",
    chapter: "Chapter",
    diagnoses: "Diagnoses",
    // Medicines.
    medicines: "Medicines",
    dispenses: "Dispenses",
    filled: "Filled",
    partial: "Partly filled",
    notFilled: "Not filled",
    medicine: "Medicine",
    unitsGiven: "Units given",
    unitsNotFilled: "Units not filled",
    otherMedicines: "Other medicines",
    noMedicines: "No medicine has been dispensed yet.",
    // Referrals.
    referrals: "Referrals",
    issued: "Issued",
    completed: "Completed",
    within30Days: "Completed within 30 days",
  },
  /** The report over a range of dates (admins). */
  campReportRange: {
    title: "Camp reports by date",
    open: "Reports by date",
    intro: "The figures of every camp in a range of dates, added up.",
    from: "From",
    to: "To",
    show: "Show the report",
    chooseDates: "Choose the first and last day to report on.",
    camps: "Camps in the range",
    noCamps: "No camp falls in these dates.",
    csvOf: (from: string, to: string) => `Download the report from ${from} to ${to} as CSV`,
  },
  /** The admin's mapping of the report's figures to DHIS2 data elements (issue 41 item 2). */
  campReportDhis2: {
    title: "DHIS2 mapping",
    open: "DHIS2 mapping",
    intro:
      "Where each MedCamp figure goes in DHIS2: its data element and category option combo. A figure left empty is not sent.",
    general: "Data set and period",
    dataSet: "Data set",
    orgUnit: "Default organisation unit",
    periodType: "Period of a camp",
    periods: { daily: "Its first day", monthly: "Its first month" },
    mappedOf: (mapped: number, figures: number) => `${mapped} of ${figures} mapped`,
    dataElement: "Data element",
    categoryOptionCombo: "Category option combo",
    dataElementOf: (figure: string) => `Data element of ${figure}`,
    comboOf: (figure: string) => `Category option combo of ${figure}`,
    save: "Save the mapping",
    saving: "Saving…",
    saved: "The mapping is saved.",
    fixFields: "The mapping was not saved: see the messages under the fields.",
    loadFailed: "The mapping could not be loaded.",
    // Refusals of a camp's DHIS2 file (DHIS2_ORG_UNIT_MISSING, DHIS2_PERIOD_SHARED).
    orgUnitMissing: "Give the DHIS2 mapping an org unit, or this camp one of its own, first.",
    periodShared: (camp: string) =>
      `The camp “${camp}” reports to the same DHIS2 org unit for the same period: each camp's values would overwrite ` +
      `the other's. Give one of them an org unit of its own first.`,
  },
};
