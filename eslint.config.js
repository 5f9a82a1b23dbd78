import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const noServerCode = [
  { group: ["**/apps/server/**", "**/server/src/**"], message: "The web app never imports server code." },
];
const WEB_FEATURES = ["admin", "auth", "camps", "dashboard", "legal", "payments", "upcoming"];
/** Relative imports that climb (`../`) into one of the given folders of apps/web/src. */
const layer = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join("|")})(/|$)`, message });

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
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...noServerCode, layer(["features", "app"], "Shared code must not import features or app/.")] },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...noServerCode,
            layer(
              ["app", "features", ...WEB_FEATURES.filter((other) => other !== feature)],
              "A feature must not import another feature or app/; move what they share to components/ or lib/.",
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ["apps/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/web/**", "**/web/src/**"] }] },
  },
  prettier,
);
