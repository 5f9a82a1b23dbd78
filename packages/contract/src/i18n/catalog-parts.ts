import { flattenMessages } from "./flatten.ts";

/** The chunks a language's catalogue is cut into for the browser (ADR 022); `server` texts (e-mails) go in none. */
export const CATALOG_PARTS = ["main", "admin", "legal", "clinic"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** Texts only admin and staff screens show: loaded with those screens. */
const ADMIN_NAMESPACES = new Set([
  "staffAdmin",
  "overview",
  "audit",
  "exports",
  "outbox",
  "checkIn",
  "checkInUi",
  "validation",
]);
/** The legal pages' prose: loaded with them. */
const LEGAL_NAMESPACES = new Set(["legalPrivacy", "legalTerms"]);

/** Which chunk a message goes in: `main` (every screen), `admin`, `legal` or `clinic`; e-mail texts (`server`) go in none. */
export function catalogPart(id: string): CatalogPart | "server" {
  const namespace = id.split(".")[0] ?? "";
  if (namespace === "mail") return "server";
  // The camp clinic's screens (issue 39): a part of their own, loaded with them, beside the admin part.
  if (namespace.startsWith("clinic")) return "clinic";
  if (namespace.startsWith("admin") || ADMIN_NAMESPACES.has(namespace)) return "admin";
  if (LEGAL_NAMESPACES.has(namespace)) return "legal";
  return "main";
}

const idsByPart = new Map<CatalogPart, readonly string[]>();

/**
 * The ids of a part's messages in MESSAGES' declaration order. A catalogue chunk carries its texts in this order
 * and no ids (a third of its bytes): the browser, which has MESSAGES, pairs them up again.
 */
export function catalogPartIds(part: CatalogPart): readonly string[] {
  let ids = idsByPart.get(part);
  if (!ids) {
    ids = [...flattenMessages().keys()].filter((id) => catalogPart(id) === part);
    idsByPart.set(part, ids);
  }
  return ids;
}
