/** What the server's thread and the database thread say to each other (see pglite-thread/client.ts). */

/** Query options that can cross threads: PGlite's parsers are functions, so only "leave these types as text" can. */
export interface ThreadQueryOptions {
  rowMode?: "array" | "object";
  /** Type OIDs whose values come back as the text PostgreSQL sent (drizzle asks this for dates and intervals). */
  textTypes?: number[];
}

export type ThreadRequest =
  | { op: "query"; sql: string; params: unknown[]; options: ThreadQueryOptions; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; subscription: number }
  | { op: "close" };

/** An error as it crosses threads: its message and PostgreSQL's fields (code, detail, constraint…). */
export type ThreadError = { message: string; name: string } & Record<string, unknown>;

export type ThreadMessage =
  | { kind: "ready" }
  | { kind: "failed"; error: ThreadError }
  | { kind: "reply"; id: number; ok: true; value: unknown }
  | { kind: "reply"; id: number; ok: false; error: ThreadError }
  | { kind: "notify"; subscription: number; payload: string };

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error" };
  const fields = Object.fromEntries(
    Object.entries(error).filter(
      ([, value]) => value === null || Array.isArray(value) || !["object", "function"].includes(typeof value),
    ),
  );
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

export function fromThreadError(error: ThreadError): Error {
  const { message, name, stack, ...fields } = error;
  const rebuilt = Object.assign(new Error(message), fields);
  rebuilt.name = name;
  if (typeof stack === "string") rebuilt.stack = stack;
  return rebuilt;
}
