/**
 * One problem of a request that failed schema validation, as fastify-type-provider-zod reports a zod issue: its code
 * as `keyword`, its path as `instancePath` ("/title"), the rest of the issue (origin, maximum, minimum) as `params`.
 */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { origin?: unknown; maximum?: unknown; minimum?: unknown };
}

/** Wire names in the product's words where plain capitalising would not do (the wire says "meal" and "price"). */
const FIELD_WORDS: Record<string, string> = {
  image: "Image URL",
  ingredients: "Healthcare Professionals",
  price: "Camp fee",
  priceRange: "Price range",
  limit: "Page size",
  sortBy: "Sort order",
  mealId: "Camp",
  id: "Id",
  email: "E-mail",
  newComment: "Review",
  comment: "Review",
  userPackage: "Package",
  transactionId: "Transaction id",
};

/** `priceRange` → "Price range"; known names in the product's words. */
export function fieldWords(name: string): string {
  const known = FIELD_WORDS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldPath(issue: ValidationIssue): string[] {
  return (issue.instancePath ?? "").split("/").filter(Boolean);
}

/** What is wrong, after the field's name: "can be at most 120 characters", "is required". */
function problem(issue: ValidationIssue, field: string): string {
  const message = issue.message ?? "";
  const { origin, maximum, minimum } = issue.params ?? {};
  const unit = origin === "string" ? " characters" : origin === "array" ? " entries" : "";
  const custom = /^[A-Z]/.test(message) && !/^Too (big|small)/.test(message);
  if (issue.keyword === "too_big" && !custom && typeof maximum === "number") return `can be at most ${maximum}${unit}`;
  if (issue.keyword === "too_small" && !custom && typeof minimum === "number") {
    return origin === "string" && minimum === 1 ? "is required" : `must be at least ${minimum}${unit}`;
  }
  if (/received undefined/.test(message)) return "is required";
  if (/^Invalid input|^Invalid option|^Invalid/.test(message)) return "is not valid";
  // The contract's own wording: "category must be one of …" names the field by its wire name first.
  if (field && message.startsWith(`${field} `)) return message.slice(field.length + 1);
  return message;
}

/**
 * A request that failed schema validation, told as one sentence per problem naming the field in words, with the
 * field's wire name after it for API clients: "Title can be at most 120 characters (title)". A sentence the
 * contract already spells out ("Title is required") is kept as it is.
 */
export function describeValidation(issues: readonly ValidationIssue[], where = "request"): string {
  const sentences = issues.map((issue) => {
    const path = fieldPath(issue);
    const field = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? "";
    const wire = path.join(".");
    const said = problem(issue, field);
    if (!field) return said ? `The ${where} ${said}` : `The ${where} is not valid`;
    const sentence = /^[A-Z]/.test(said) ? said : `${fieldWords(field)} ${said}`;
    return `${sentence} (${wire})`;
  });
  return [...new Set(sentences)].join(". ") || `The ${where} is not valid`;
}
