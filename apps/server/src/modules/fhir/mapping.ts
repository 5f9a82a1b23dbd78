import {
  BLOOD_PRESSURE_PANEL,
  DEFAULT_SCREENING_TESTS,
  findDiagnosis,
  listKey,
  SPO2_FHIR_REQUIRED_CODING,
  type VitalDefinition,
  VITALS,
} from "@medcamp/contract";
import {
  isUcum,
  type ObservationCategory,
  QUALITATIVE_RESULTS,
  REFERRAL_CATEGORY,
  REFERRAL_PRIORITY,
  screeningCode,
  SYSTEMS,
} from "./codes.ts";
import type { ScreeningResult, VisitRecord } from "./visit-record.ts";

/** A FHIR R4 resource as JSON: its type, its id, and its elements. */
export type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;

const ref = (type: string, id: string) => ({ reference: `${type}/${id}` });
const coded = (system: string, code: string, display?: string) => ({
  coding: [{ system, code, ...(display ? { display } : {}) }],
});
const loinc = (code: string, display: string) => ({ system: SYSTEMS.loinc, code, display });
const category = (code: ObservationCategory) => [coded(SYSTEMS.observationCategory, code)];
const ucumQuantity = (value: number, vital: VitalDefinition) => ({
  value,
  unit: vital.unit,
  system: SYSTEMS.ucum,
  code: vital.ucum,
});

/**
 * The person as the record holds them: sex as gender, birth year as a year-precision birthDate. Name and phone only
 * when `identified` (the person's own export and a visit's); a de-identified export has neither.
 */
export function patientResource(person: VisitRecord["person"], identified: boolean): FhirResource {
  return {
    resourceType: "Patient",
    id: person.id,
    ...(identified ? { name: [{ text: person.name }] } : {}),
    ...(identified && person.phone ? { telecom: [{ system: "phone", value: person.phone, use: "mobile" }] } : {}),
    ...(person.sex ? { gender: person.sex } : {}),
    ...(person.birthYear !== null ? { birthDate: String(person.birthYear) } : {}),
  };
}

function encounterResource(record: VisitRecord): FhirResource {
  return {
    resourceType: "Encounter",
    id: record.visitId,
    status: record.state === "done" ? "finished" : "in-progress",
    class: { system: SYSTEMS.actCode, code: "AMB", display: "ambulatory" },
    subject: ref("Patient", record.person.id),
    period: {
      start: record.arrivedAt.toISOString(),
      ...(record.exitedAt ? { end: record.exitedAt.toISOString() } : {}),
    },
    location: [{ location: { display: record.campTitle } }],
  };
}

/** The shared parts of a visit's observations: final, of the patient, at the encounter, when recorded. */
const observationOf = (record: VisitRecord, id: string, kind: ObservationCategory, at: Date) => ({
  resourceType: "Observation",
  id: `${record.visitId}-${id}`,
  status: "final",
  category: category(kind),
  subject: ref("Patient", record.person.id),
  encounter: ref("Encounter", record.visitId),
  effectiveDateTime: at.toISOString(),
});

/** Each vital as an Observation with its LOINC code and UCUM unit; blood pressure as one panel of two components. */
function vitalObservations(record: VisitRecord): FhirResource[] {
  if (!record.vitals) return [];
  const { values, at } = record.vitals;
  const number = (key: keyof typeof VITALS) => (typeof values[key] === "number" ? (values[key] as number) : undefined);
  const resources: FhirResource[] = [];
  const systolic = number("systolic");
  const diastolic = number("diastolic");
  if (systolic !== undefined && diastolic !== undefined) {
    resources.push({
      ...observationOf(record, "bp", "vital-signs", at),
      code: { coding: [loinc(BLOOD_PRESSURE_PANEL.loinc, BLOOD_PRESSURE_PANEL.loincDisplay)], text: "Blood pressure" },
      component: (["systolic", "diastolic"] as const).map((key) => ({
        code: { coding: [loinc(VITALS[key].loinc, VITALS[key].loincDisplay)], text: VITALS[key].label },
        valueQuantity: ucumQuantity(key === "systolic" ? systolic : diastolic, VITALS[key]),
      })),
    });
  }
  for (const [key, vital] of Object.entries(VITALS) as [keyof typeof VITALS, VitalDefinition][]) {
    const value = number(key);
    if (value === undefined || key === "systolic" || key === "diastolic") continue;
    const coding = [loinc(vital.loinc, vital.loincDisplay)];
    // FHIR R4's oxygen saturation profile requires the arterial code beside the pulse oximetry one.
    if (key === "spo2") coding.push(loinc(SPO2_FHIR_REQUIRED_CODING.loinc, SPO2_FHIR_REQUIRED_CODING.loincDisplay));
    resources.push({
      ...observationOf(record, key, key === "randomGlucoseMgDl" ? "laboratory" : "vital-signs", at),
      code: { coding, text: vital.label },
      valueQuantity: ucumQuantity(value, vital),
    });
  }
  return resources;
}

function screeningValue(result: ScreeningResult, identified: boolean) {
  if (typeof result.value === "number") {
    const unit = result.unit;
    return {
      valueQuantity: {
        value: result.value,
        ...(unit ? { unit } : {}),
        ...(unit && isUcum(unit) ? { system: SYSTEMS.ucum, code: unit } : {}),
      },
    };
  }
  if (result.value === "positive" || result.value === "negative") {
    const qualifier = QUALITATIVE_RESULTS[result.value];
    return { valueCodeableConcept: { coding: [qualifier], text: qualifier.display } };
  }
  if (identified) return { valueString: result.value };
  // A text result is free text: a de-identified export says it was withheld rather than leave the value out unsaid.
  return { dataAbsentReason: coded("http://terminology.hl7.org/CodeSystem/data-absent-reason", "masked", "Masked") };
}

/** The product's default tests by name and unit: the screening results a de-identified export keeps. */
const DEFAULT_TESTS = new Set(DEFAULT_SCREENING_TESTS.map((t) => `${listKey(t.name)}|${listKey(t.unit ?? "")}`));
const isDefaultTest = (result: ScreeningResult) =>
  DEFAULT_TESTS.has(`${listKey(result.test)}|${listKey(result.unit ?? "")}`);

function screeningObservations(record: VisitRecord, identified: boolean): FhirResource[] {
  if (!record.screening) return [];
  const { results, at } = record.screening;
  // A camp's own test is named (and its unit given) as the camp typed it: free text, so not de-identified.
  return results.flatMap((result, i) => {
    if (!identified && !isDefaultTest(result)) return [];
    const known = screeningCode(result.test);
    const kind = known?.category ?? (typeof result.value === "number" ? "laboratory" : "exam");
    return [
      {
        ...observationOf(record, `screening${i}`, kind, at),
        code: known ? { coding: [loinc(known.loinc, known.display)], text: result.test } : { text: result.test },
        ...screeningValue(result, identified),
      },
    ];
  });
}

/** Coded diagnoses with their ICD-10 code; text-only ones as Condition.code.text (none in a de-identified export). */
function conditions(record: VisitRecord): FhirResource[] {
  if (!record.consultation) return [];
  const { diagnoses, at } = record.consultation;
  return diagnoses.flatMap((d, i) => {
    const known = d.code ? findDiagnosis(d.code) : undefined;
    const text = d.text ?? known?.names.en;
    if (!d.code && !text) return [];
    return [
      {
        resourceType: "Condition",
        id: `${record.visitId}-dx${i}`,
        clinicalStatus: coded(SYSTEMS.conditionClinical, "active"),
        // A consultation is final when the doctor signs it; before, its diagnoses are provisional.
        verificationStatus: coded(SYSTEMS.conditionVerification, record.signature ? "confirmed" : "provisional"),
        category: [coded(SYSTEMS.conditionCategory, "encounter-diagnosis")],
        code: {
          ...(d.code
            ? { coding: [{ system: SYSTEMS.icd10, code: d.code, ...(known ? { display: known.names.en } : {}) }] }
            : {}),
          ...(text ? { text } : {}),
        },
        subject: ref("Patient", record.person.id),
        encounter: ref("Encounter", record.visitId),
        recordedDate: at.toISOString(),
      },
    ];
  });
}

const prescriptionId = (record: VisitRecord, i: number) => `${record.visitId}-rx${i}`;

/**
 * How a visit leaves: identified (its free text and the staff's names), or de-identified, where a medicine keeps its
 * label only when it is on the camp's medicine list (`listedMedicines`, by listKey).
 */
export type Disclosure = { identified: true } | { identified: false; listedMedicines: ReadonlySet<string> };

/** A prescription or dispense may name a medicine typed by hand; R4 requires medication[x], so it stays, unnamed. */
const medication = (medicine: string, disclosure: Disclosure) => ({
  text: disclosure.identified || disclosure.listedMedicines.has(listKey(medicine)) ? medicine : "Other medicine",
});

function medicationRequests(record: VisitRecord, disclosure: Disclosure): FhirResource[] {
  if (!record.consultation) return [];
  const { prescriptions, at } = record.consultation;
  return prescriptions.map((p, i) => ({
    resourceType: "MedicationRequest",
    id: prescriptionId(record, i),
    // Signed: the doctor's order; before the signature it is a draft.
    status: record.signature ? "active" : "draft",
    intent: "order",
    medicationCodeableConcept: medication(p.medicine, disclosure),
    subject: ref("Patient", record.person.id),
    encounter: ref("Encounter", record.visitId),
    authoredOn: (record.signature?.at ?? at).toISOString(),
    ...(record.signature && disclosure.identified ? { requester: { display: record.signature.by } } : {}),
    // Dose and frequency are typed by the doctor: only identified; the days stay as expectedSupplyDuration.
    ...(disclosure.identified
      ? { dosageInstruction: [{ text: `${p.dose}, ${p.frequency}, for ${p.days} days` }] }
      : {}),
    dispenseRequest: { expectedSupplyDuration: { value: p.days, unit: "days", system: SYSTEMS.ucum, code: "d" } },
  }));
}

/** One MedicationDispense per medicine of each dispense: given (in full or in part), or declined when none was. */
function medicationDispenses(record: VisitRecord, disclosure: Disclosure): FhirResource[] {
  const prescribed = record.consultation?.prescriptions ?? [];
  return record.dispensed.map((item) => {
    const rx = prescribed.findIndex((p) => listKey(p.medicine) === listKey(item.medicine));
    const missing = item.requested - item.given;
    return {
      resourceType: "MedicationDispense",
      id: `${item.dispenseId}-${item.position}`,
      status: item.given > 0 ? "completed" : "declined",
      ...(item.given === 0 ? { statusReasonCodeableConcept: { text: "out of stock" } } : {}),
      medicationCodeableConcept: medication(item.medicine, disclosure),
      subject: ref("Patient", record.person.id),
      context: ref("Encounter", record.visitId),
      ...(disclosure.identified ? { performer: [{ actor: { display: item.byName } }] } : {}),
      ...(rx >= 0 ? { authorizingPrescription: [ref("MedicationRequest", prescriptionId(record, rx))] } : {}),
      quantity: { value: item.given, ...(item.unit ? { unit: item.unit } : {}) },
      ...(item.given > 0 ? { whenHandedOver: item.madeAt.toISOString() } : {}),
      ...(missing > 0 && item.given > 0
        ? { note: [{ text: `Partly filled: ${missing} of ${item.requested} not given (out of stock)` }] }
        : {}),
    };
  });
}

function serviceRequests(record: VisitRecord, identified: boolean): FhirResource[] {
  return record.referrals.map((r) => ({
    resourceType: "ServiceRequest",
    id: r.id,
    status: r.completed ? "completed" : "active",
    intent: "order",
    category: [{ coding: [REFERRAL_CATEGORY] }],
    priority: REFERRAL_PRIORITY[r.urgency],
    // The department is typed by hand for a facility that lists none: free text, so only identified.
    ...(identified ? { code: { text: r.department } } : {}),
    subject: ref("Patient", record.person.id),
    encounter: ref("Encounter", record.visitId),
    occurrencePeriod: { start: r.issuedOn, end: r.dueOn },
    authoredOn: r.issuedAt.toISOString(),
    ...(identified ? { requester: { display: r.referredByName } } : {}),
    performer: [{ display: r.facilityName }],
    ...(r.reason ? { reasonCode: [{ text: r.reason }] } : {}),
  }));
}

/**
 * A visit's resources but its Patient: the Encounter, an Observation per vital and screening result, a Condition per
 * diagnosis, a MedicationRequest per prescription line, a MedicationDispense per dispensed medicine and a
 * ServiceRequest per referral (ADR 031's table). Identified, with the free text the record holds and the staff's
 * names; de-identified without them (ADR 031).
 */
export function visitResources(record: VisitRecord, disclosure: Disclosure): FhirResource[] {
  const { identified } = disclosure;
  return [
    encounterResource(record),
    ...vitalObservations(record),
    ...screeningObservations(record, identified),
    ...conditions(record),
    ...medicationRequests(record, disclosure),
    ...medicationDispenses(record, disclosure),
    ...serviceRequests(record, identified),
  ];
}

/** Resources as one R4 collection Bundle; each entry's fullUrl is its id under `base`, which references resolve against. */
export function collectionBundle(resources: readonly FhirResource[], base: string, at: Date): FhirResource {
  return {
    resourceType: "Bundle",
    id: crypto.randomUUID(),
    type: "collection",
    timestamp: at.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource })),
  };
}
