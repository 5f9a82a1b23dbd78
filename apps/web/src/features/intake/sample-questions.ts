import type { IntakeQuestion } from "@medcamp/contract";

/** Questions for component tests. */
const q = (id: string, kind: IntakeQuestion["kind"], label: string, extra: Partial<IntakeQuestion> = {}) => ({
  id,
  kind,
  label,
  required: false,
  health: false,
  options: [],
  ...extra,
});

/** One question of every kind, some required, one about health. */
export const EVERY_KIND: IntakeQuestion[] = [
  q("q1", "short_text", "Emergency contact", { required: true }),
  q("q2", "long_text", "Allergies", { health: true }),
  q("q3", "one_choice", "T-shirt size", { required: true, options: ["S", "M", "L"] }),
  q("q4", "many_choices", "Meals", { options: ["Breakfast", "Lunch", "Dinner"] }),
  q("q5", "yes_no", "First visit?", { required: true }),
  q("q6", "date", "Date of birth"),
  q("q7", "consent", "I consent to the use of my health information", { required: true }),
];
