import type { PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** PGlite with the extensions the migrations use; every embedded instance (server, tests) opens with these. */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;
