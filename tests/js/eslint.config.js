// ESLint over web/ (run from the repository's top: tests/test_js.py).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["web/**/*.js"],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.worker },
    },
  },
  {
    // the service worker's precache list is written into it by build.py
    files: ["web/sw.js"],
    languageOptions: { globals: { __PRECACHE__: "readonly" } },
  },
];
