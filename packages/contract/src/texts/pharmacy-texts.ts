/**
 * The camp pharmacy's texts (issue 40): its refusals, shown on the pharmacy station's screens. They load with the
 * clinic's part of the catalogue (ADR 022).
 */
export const PHARMACY_TEXTS = {
  clinicPharmacy: {
    prescriptionNotSigned:
      "The prescription is not signed yet: the doctor signs the consultation before anything is given.",
    notPrescribed: (medicine: string) => `${medicine} is not on this visit's signed prescription.`,
    stockInsufficient: (medicine: string, left: number) =>
      `Not enough ${medicine} in stock: ${left} left. Give what there is as a partial dispense, or wait for stock.`,
    medicineNotFound:
      "This medicine is not on the camp's own medicine list: save it on the list before receiving stock.",
    // The pharmacy station's screen.
    dispenseTitle: "Dispense",
    quantityOf: (medicine: string) => `Quantity of ${medicine}`,
    dispense: "Dispense",
    giveWhatThereIs: "Give what there is",
    notSignedYet: "The prescription is not signed yet: nothing can be given.",
    noPrescription: "This visit has no prescription.",
    nothingEntered: "Enter how many of at least one medicine.",
    given: "Given",
    givenOf: (medicine: string, given: number, requested: number) => `${medicine}: ${given} of ${requested}`,
    notFilled: (missing: number) => `${missing} not given: out of stock`,
    states: { filled: "Filled", partial: "Partial", "not-filled": "Not filled" },
    lowStock: "Low on stock",
    lowStockItem: (medicine: string, left: number) => `${medicine}: ${left} left`,
    dispensedOnPhone: "Recorded on this phone: it is sent when the network returns.",
  },
} as const;
