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
    batchNotFound: "This batch is not in the camp's stock.",
    writeOffTooMany: (batch: string, left: number) =>
      `Batch ${batch} holds ${left}: a write-off cannot take more than that.`,
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
    // The camp's stock page.
    stock: "Stock",
    stockOf: (camp: string) => `Stock · ${camp}`,
    receiveTitle: "Receive stock",
    medicine: "Medicine",
    batch: "Batch",
    quantity: "Quantity",
    expiresOn: "Expires on",
    receive: "Receive",
    receivedNote: (quantity: number, medicine: string) => `${quantity} ${medicine} received.`,
    fillEveryField: "Fill in the medicine, batch, quantity and expiry date.",
    noOwnList:
      "This camp uses the default medicine list: save the camp's own list in the clinic settings before receiving stock.",
    reportTitle: "Stock report",
    asOf: (day: string) => `As of ${day}`,
    received: "Received",
    dispensed: "Dispensed",
    expired: "Expired",
    left: "Left",
    writtenOff: "Written off",
    writeOff: "Write off",
    reason: "Reason",
    reasons: { damaged: "Damaged", lost: "Lost", recalled: "Recalled", count: "Stock count found fewer" },
    note: "Note (optional)",
    writeOffConfirm: (quantity: number, batch: string) =>
      `Take ${quantity} out of batch ${batch}? This is recorded and cannot be undone.`,
    writtenOffNote: (quantity: number, batch: string) => `${quantity} written off from batch ${batch}.`,
    writeOffTitle: "Write off stock",
    batchInStock: (batch: string, expiresOn: string, count: number) => `${batch} · ${expiresOn} · ${count} in stock`,
    fillWriteOff: "Choose the batch, how many and why.",
    notAllowed: "Only the camp's pharmacists and doctors, and admins, see its stock.",
  },
} as const;
