// The diagnosis list (350 ICD-10 codes in four languages) and its search: a chunk of its own, loaded by
// use-diagnosis-list.ts when a consultation needs it.
export { findDiagnosis, searchDiagnoses } from "@medcamp/contract";
