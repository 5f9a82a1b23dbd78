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
  },
} as const;
