import { readdirSync } from "node:fs";

import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const noServerCode = [
  { group: ["**/apps/server/**", "**/server/src/**"], message: "The web app never imports server code." },
];
/** The sub-folders of a folder, read from disk so a new feature or module is guarded the day it is made. */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB_FEATURES = foldersIn("./apps/web/src/features/");
const SERVER_MODULES = foldersIn("./apps/server/src/modules/");
const TYPED_SOURCES = ["{apps,packages,e2e,bench}/**/*.{ts,tsx}"];

export default tseslint.config(
  {
    ignores: ["**/dist/**", "**/node_modules/**", "test-results/**", "apps/web/public/**", "apps/server/drizzle/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // One-way data flow (architecture.md §1): the web app never imports server code, the server never imports web code.
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [...noServerCode] }] },
  },
  {
    // Web layers (architecture.md §1, bulletproof-react): shared (components, lib) → features → app, never backwards.
    // The zones compare resolved paths, so a folder inside a feature may share a name with another feature.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "apps/web/src/{components,lib}/**",
              from: ["apps/web/src/features/**", "apps/web/src/app/**"],
              message: "Shared code must not import features or app/.",
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `apps/web/src/features/${feature}/**`,
              from: [`apps/web/src/features/!(${feature})/**`, "apps/web/src/app/**"],
              message:
                "A feature must not import another feature or app/; compose them in app/, or move what they share to components/ or lib/.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/web/**", "**/web/src/**"] }] },
  },
  {
    // Promises are awaited, returned or explicitly voided, and never passed where a plain callback is expected.
    files: TYPED_SOURCES,
    ignores: ["**/vitest.config.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // No import cycles anywhere in the TypeScript sources.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ["packages/contract", "apps/server", "apps/web", "e2e", "bench"].map((p) => `${p}/tsconfig.json`),
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Server layers (architecture.md §1.1, ADR 010): routes → service → repository, one module per entity; a
    // module's rows change only through its own repository, so no module imports another module's repository.
    files: ["apps/server/src/**/*.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...SERVER_MODULES.map((module) => ({
              target: `apps/server/src/modules/${module}/**`,
              from: `apps/server/src/modules/!(${module})/**/*repository.ts`,
              message: "A module never imports another module's repository: call its service (ADR 010).",
            })),
            {
              target: "apps/server/src/modules/**/*routes.ts",
              from: "apps/server/src/modules/**/*repository.ts",
              message: "Routes call their service; the module's index.ts wires the repository in.",
            },
            {
              target: "apps/server/src/modules/**/*repository.ts",
              from: ["apps/server/src/modules/**/*service.ts", "apps/server/src/modules/**/*routes.ts"],
              message: "A repository is the lowest layer: it never imports a service or routes.",
            },
            {
              target: "apps/server/src/modules/**/*service.ts",
              from: "apps/server/src/modules/**/*routes.ts",
              message: "A service never imports routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // kebab-case file names (a middle extension such as .test or .e2e is part of the name's kind, not its case).
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  prettier,
);
