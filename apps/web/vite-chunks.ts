import path from "node:path";
import type { Plugin } from "vite";

const CONTRACT_SRC = path.join("packages", "contract", "src");
const CONTRACT_INDEX = path.join(CONTRACT_SRC, "index.ts");
/**
 * The contract's modules the app's first load uses. The app imports the contract through its index, which
 * re-exports every schema (and zod) and every text: following it would put the forms' code in the app's chunk, so the
 * app's chunk takes these by name. appChunkCheck (below) fails the build when one is missing.
 */
const FIRST_LOAD_CONTRACT = ["constants.ts", "session-user.ts", "i18n/locales.ts", "i18n/message-tree.ts"];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `entry` imports statically, itself included, short of what it reaches through the contract's index. */
function staticGraph(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (id.endsWith(CONTRACT_INDEX)) return;
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(entry);
  return seen;
}

const paths = (root: string) => ({
  app: path.join(root, "src", "main.tsx"),
  boot: path.join(root, "src", "boot.ts"),
  contract: FIRST_LOAD_CONTRACT.map((file) => path.resolve(root, "..", "..", CONTRACT_SRC, file)),
});

/**
 * The app's chunk (issue 38), a code-splitting group: every module main.tsx imports statically, in one file, but
 * main.tsx itself and what the page's own module script (boot.ts) loads before any input. Left to itself the bundler
 * cut each module the app shares with a lazy screen into a chunk of its own, dozens of a few hundred bytes, each
 * loaded and compressed apart: the app's first load was about 6 KB gzipped larger. A lazy screen loads after the app
 * anyway, so nothing loads sooner than it did. main.tsx stays the file boot.ts imports (the bundler cannot make a
 * grouped module the target of a dynamic import), and it imports this chunk.
 */
export function appChunk(root: string) {
  const { app, boot, contract } = paths(root);
  let members: Set<string> | undefined;
  return {
    // Not the members' own imports as well: those boot.ts shares with the app stay in its file.
    includeDependenciesRecursively: false,
    name(id: string, graph: ModuleGraph): string | null {
      if (!members) {
        const loadedBefore = staticGraph(boot, graph);
        const graphOfApp = [...staticGraph(app, graph), ...contract];
        members = new Set(graphOfApp.filter((each) => each !== app && !loadedBefore.has(each)));
      }
      return members.has(id) ? "app" : null;
    },
  };
}

/**
 * Fails the build when main.tsx's chunk holds any module but main.tsx: one only the app uses that the app's chunk
 * did not take (a contract module missing from FIRST_LOAD_CONTRACT). The app's chunk would then import main.tsx's,
 * which imports it: a cycle between them that breaks as soon as a module reads the other's binding at load time.
 */
export function appChunkCheck(root: string): Plugin {
  const { app } = paths(root);
  return {
    name: "medcamp-app-chunk-check",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.facadeModuleId !== app) continue;
        const others = Object.entries(chunk.modules)
          .filter(([id, module]) => id !== app && module.renderedLength > 0)
          .map(([id]) => id);
        if (others.length > 0) {
          this.error(`main.tsx's chunk holds ${others.join(", ")}: add them to FIRST_LOAD_CONTRACT (vite-chunks.ts)`);
        }
      }
    },
  };
}
