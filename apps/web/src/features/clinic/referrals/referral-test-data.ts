import type { ReferralListItem, ReferralSlip, ReferralSlipAnswer } from "@medcamp/contract";

export const REFERRAL_ID = "5d3c2b1a-0f9e-4d8c-b7a6-112233445566";
export const FACILITY_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const TOKEN = `${REFERRAL_ID}.20270301.c2lnbmF0dXJlLW9mLXRoZS1saW5rLWZvci10ZXN0cw`;
export const CONFIRM_URL = `http://localhost:3000/referrals/confirm/${TOKEN}`;

export function sampleSlip(overrides: Partial<ReferralSlip> = {}): ReferralSlip {
  return {
    referralId: REFERRAL_ID,
    locale: "en",
    camp: { title: "Heart Health Week" },
    issuedOn: "2026-11-28",
    dueOn: "2026-12-12",
    urgency: "soon",
    person: { name: "Rahima Begum", sex: "female", ageYears: 46, phone: "+8801712345678" },
    facility: { name: "Dhaka Medical College Hospital", address: "Bakshibazar, Dhaka", phone: "+88029669340" },
    department: "Cardiology",
    reason: "Blood pressure 180/110 twice",
    notes: null,
    findings: "Headaches for two weeks",
    diagnoses: [{ code: "I10", name: "Essential (primary) hypertension", text: null }],
    vitals: [
      { key: "systolic", value: 180, unit: "mmHg" },
      { key: "diastolic", value: 110, unit: "mmHg" },
    ],
    referredBy: "Dr Rahman",
    ...overrides,
  };
}

export function sampleSlipAnswer(overrides: Partial<ReferralSlipAnswer> = {}): ReferralSlipAnswer {
  return {
    slip: sampleSlip(),
    confirm: { token: TOKEN, url: CONFIRM_URL, expiresAt: "2027-03-01T23:59:59.999Z" },
    status: "issued",
    confirmation: null,
    ...overrides,
  };
}

export function sampleListItem(overrides: Partial<ReferralListItem> = {}): ReferralListItem {
  return {
    referralId: REFERRAL_ID,
    visitId: "0b6f2a4e-8d3c-4c1e-9a57-1f2e3d4c5b6a",
    person: { id: "7c1d1f0e-0000-4000-8000-000000000001", name: "Rahima Begum", phone: "+8801712345678" },
    facility: { name: "Dhaka Medical College Hospital", phone: "+88029669340" },
    department: "Cardiology",
    urgency: "soon",
    issuedOn: "2026-11-01",
    dueOn: "2026-11-15",
    status: "overdue",
    referredBy: "Dr Rahman",
    arrivedOn: null,
    outcome: null,
    calls: 0,
    lastCall: null,
    ...overrides,
  };
}
