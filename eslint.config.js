import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

// A module of ours is imported by its file's whole name, as Node itself needs it (the CLI
// and the server run the sources): "./links.ts", never "./links". React Router's generated
// route types (./+types/…) are the one exception.
const WHOLE_FILE_NAME = {
  regex: "^(\\.{1,2}/|#(app|content|cli|server|tests)/)(?!.*\\+types/)(?!.*\\.[a-z0-9]+(\\?.*)?$)",
  message: "Import the module by its whole file name, with its extension (.ts, .tsx…).",
};

const NO_SERVER_PATH = {
  regex: "(^|/)\\.server(/|$)",
  message: "A component or pure rule imports nothing from a .server folder, types included.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      // Paraglide's output (npm run messages), not ours to lint.
      "app/i18n/compiled/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [WHOLE_FILE_NAME] }],
    },
  },
  {
    // Components and the pure rules they use are bundled for the browser: no .server path,
    // not even for a type (a shared type lives in the feature's pure part).
    files: [
      "app/ui/**/*.{ts,tsx,js}",
      "app/modules/*/components/**/*.{ts,tsx,js}",
      "app/modules/*/*.{ts,tsx,js}",
      "app/lib/**/*.{ts,tsx,js}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [WHOLE_FILE_NAME, NO_SERVER_PATH] }],
    },
  },
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: { "simple-import-sort/imports": "error" },
  },
);
