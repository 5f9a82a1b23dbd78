/**
 * Screen texts of a camp's clinic lists (issue 39): the admins' clinic settings (/admin/clinic/:mealId/settings: the
 * camp's stations, screening tests and medicines) and the station forms that choose from those lists. They load with
 * the clinic's part of the catalogue (ADR 022).
 */
export const CLINIC_LIST_TEXTS = {
  clinicLists: {
    settings: "Clinic settings",
    settingsOf: (camp: string) => `Clinic settings · ${camp}`,
    backToClinic: "Back to the clinic",
    ownList: "This camp's own list",
    defaultList: "The default list",
    useDefaults: "Use the defaults",
    useDefaultsConfirm: "This camp's own list will be replaced by the defaults.",
    removedConfirm: (names: string) => `Saving takes these off the list: ${names}.`,
    moveUpOf: (name: string) => `Move ${name} up`,
    moveDownOf: (name: string) => `Move ${name} down`,
    removeOf: (name: string) => `Remove ${name}`,
    // The camp's stations.
    stations: "Stations",
    stationsIntro: "The stations a visit goes through, in this order. Registration comes first.",
    stationToAdd: "Station to add",
    addStation: "Add the station",
    saveStations: "Save the stations",
    stationsSaved: "The stations have been saved.",
    // The screening tests.
    tests: "Screening tests",
    testsIntro: "The tests the screening station records, each with its kind of result.",
    testNumber: (n: number) => `Test ${n}`,
    testName: "Test name",
    resultType: "Kind of result",
    resultTypes: {
      number: "A number",
      positiveNegative: "Positive or negative",
      text: "Written",
    },
    saveTests: "Save the tests",
    testsSaved: "The screening tests have been saved.",
    // The medicines.
    medicines: "Medicines",
    medicinesIntro: "The medicines the camp's doctors prescribe from.",
    medicineNumber: (n: number) => `Medicine ${n}`,
    strength: "Strength",
    form: "Form",
    givenIn: "Given in",
    saveMedicines: "Save the medicines",
    medicinesSaved: "The medicines have been saved.",
    // What the lists' forms check before sending.
    formRequired: "Enter the form.",
    unitRequired: "Enter the unit.",
    alreadyListed: "This is on the list already.",
    // The station forms that choose from the lists.
    chooseTest: "Choose a test",
    positive: "Positive",
    negative: "Negative",
    testRequired: "Choose a test.",
    resultRequired: "Enter the result.",
    numberRequired: "Enter a number.",
    medicineHint: "Type to find it on this camp's list.",
    notOnList: "Not on this camp's medicine list: choose one of its medicines.",
    noStationHere: "This camp has none of your role's stations.",
  },
} as const;
