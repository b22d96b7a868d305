import { readdirSync } from "node:fs";
import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import playwright from "eslint-plugin-playwright";
import tseslint from "typescript-eslint";

const serverModules = {
  group: ["**/server/**", "*.server", "*.server.ts", "**/*.server.ts", "node:*"],
  message: "UI code never imports server modules (docs/architecture.md: components never reach server code).",
};

// zod must be set jitless before the browser builds a schema (app/shared/validation/zod.ts).
const zodPath = { name: "zod", message: "Import z from app/shared/validation/zod.ts (jitless: no CSP violation)." };

// Syntax refused in every file (a block that sets no-restricted-syntax again must repeat these).
const restrictedEverywhere = [
  { selector: "TSEnumDeclaration", message: "Use a union of string literals instead of enum." },
  // docs/decisions/0065: a module outside its own folder is named from the project's root.
  ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
    selector: `${node} > Literal.source[value=/^\\.\\.\\//]`,
    message:
      "No climbing relative imports: name the module from the root with #app/..., #tests/..., #seed/... (package.json imports, docs/decisions/0065).",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      ".data/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: "readonly", process: "readonly", URL: "readonly", window: "readonly", document: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": ["error", ...restrictedEverywhere],
    },
  },
  {
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react/*",
                "react-dom",
                "react-dom/*",
                "react-router",
                "react-router/*",
                "@react-router/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "node:*",
                "pg",
                "@electric-sql/*",
                "express",
              ],
              message: "app/domain is pure TypeScript: no React, React Router, Drizzle or node:* imports.",
            },
            {
              group: ["**/server/**", "**/routes/**", "**/components/**", "**/features/**"],
              message: "app/domain imports nothing from other layers.",
            },
          ],
        },
      ],
    },
  },
  {
    // architecture.md, docs/decisions/0030: server code never reaches UI or React Router; route-level
    // server code (redirects, form parsing, loader and action shaping) lives beside its route.
    files: ["app/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/**", "**/components/**", "**/routes/**", "**/routes.ts", "**/root.tsx"],
              message:
                "app/server imports nothing from app/features, app/components or app/routes: move what both sides need to app/shared or app/domain (docs/decisions/0030).",
            },
            {
              group: ["react-router", "react-router/*", "@react-router/*"],
              message:
                "app/server never imports React Router: redirects, data() and the request context belong beside the route (app/routes/*.server.ts, docs/decisions/0030).",
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md (Layers): services and repositories never send queries together themselves. Their
    // `db` may be a transaction (one client), where node-postgres queues a query sent while another
    // runs ("client.query() while already executing"); readTogether (app/server/db/reads.server.ts)
    // runs reads together on the pool and one after another in a transaction.
    files: ["app/server/services/**/*.ts", "app/server/repositories/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...restrictedEverywhere,
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|any|race)$/]",
          message:
            "No Promise.all/allSettled/any/race in services and repositories: `db` may be one transaction's client. Use readTogether(db, [() => a(db), () => b(db)]) from #app/server/db/reads.server.ts, or await one after another (docs/architecture.md, Layers).",
        },
      ],
    },
  },
  {
    // docs/decisions/0030: what the browser and the server share (form schemas, URL names, view types).
    files: ["app/shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [
            serverModules,
            {
              group: [
                "react",
                "react/*",
                "react-dom",
                "react-dom/*",
                "react-router",
                "react-router/*",
                "@react-router/*",
              ],
              message: "app/shared is plain TypeScript both sides import: no React or React Router.",
            },
            {
              group: ["**/features/**", "**/components/**", "**/routes/**"],
              message: "app/shared imports only app/domain, app/i18n and other app/shared modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [
            serverModules,
            { group: ["**/routes/**"], message: "Components and features never import routes." },
          ],
        },
      ],
    },
  },
  {
    // Routes parse -> call a service -> render (architecture.md, docs/decisions/0031); the route-level
    // server modules beside them (*.server.ts) too: none reaches a repository or the database.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [
            {
              group: ["./*.tsx", "./layouts/*", "**/routes/**/*.tsx", "**/root.tsx"],
              message: "Routes do not import other routes; move shared code to features/ or components/.",
            },
            {
              group: ["**/server/repositories/**", "**/server/db/**"],
              message: "Routes never import repositories or the database: call a service in app/server/services.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every test asserts something: expect (expect.soft, expect.poll...), a property checked
    // by fast-check's fc.assert, or one of the project's own helpers named expect... / assert...
    // (they call expect; e.g. expectStatus, assertBookable).
    files: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "seed/**/*.test.ts",
      "tests/integration/**/*.ts",
    ],
    plugins: { vitest },
    rules: {
      "vitest/expect-expect": ["error", { assertFunctionNames: ["expect*", "assert*", "fc.assert"] }],
    },
  },
  {
    // The same for the browser tests: expect(...), expect.poll/soft, or a helper named expect.../assert....
    files: ["tests/e2e/**/*.ts"],
    plugins: { playwright },
    rules: {
      "playwright/expect-expect": ["error", { assertFunctionPatterns: ["^expect", "^assert"] }],
    },
  },
  // Zones inside app/server and between feature folders (docs/architecture.md, "Layers: who may
  // import whom"). They use typescript-eslint's no-restricted-imports so that they add to the rules
  // above for the same files instead of replacing them. Import circles: .dependency-cruiser.mjs.
  {
    // The request context's key is React Router's context object (createContext): the HTTP layer
    // holds it for the Express server, the root, the server entry and the routes. This one module of
    // app/server may name React Router; the rest of the app/server rule holds.
    files: ["app/server/http/request-context.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/**", "**/components/**", "**/routes/**", "**/routes.ts", "**/root.tsx"],
              message:
                "app/server imports nothing from app/features, app/components or app/routes (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  ...serverZones(),
  ...featureZones(),
);

/** Each app/server folder imports only what lies below it (docs/architecture.md, "Layers"). */
function serverZones() {
  const zone = (files, regex, message) => ({
    files,
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ regex, message }] }] },
  });
  return [
    zone(
      ["app/server/repositories/**/*.ts"],
      "(^|/)server/(services|payments)/",
      "Repositories never import services or payments: they read and write tables; move what both need down to app/domain or app/server/db (docs/architecture.md, 'Layers').",
    ),
    zone(
      ["app/server/db/**/*.ts"],
      "(^|/)server/(?!db/)",
      "app/server/db imports nothing above it (only app/domain and its own modules): move the shared type or constant down (docs/architecture.md, 'Layers').",
    ),
    zone(
      ["app/server/services/**/*.ts"],
      "(^|/)server/(http|api)/",
      "Services never import the HTTP layer (app/server/http, app/server/api; routes are barred for all of app/server): they return typed results and domain errors, the HTTP layer maps them (docs/architecture.md, 'Layers').",
    ),
  ];
}

/**
 * A feature folder imports another feature only through a named shared place: app/components (UI
 * pieces several areas use) or app/shared (docs/architecture.md, "Layers"). One block per folder of
 * app/features, each forbidding every other folder but the few public entries below.
 */
function featureZones() {
  const featureEntries = [
    // The search widget: the booking steps, the campaign, office and trip pages embed the same form
    // (with its enhanced island and styles); it is the search feature's one public component.
    "search/search-bar.tsx",
    // The site's frame (layout's footer) shows the consent banner and its preferences link.
    "consent/consent-parts.tsx",
    // The consent banners' slot shows the app prompt in their place (one banner at a time).
    "app-prompt/app-prompt.tsx",
  ];
  const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Any app/features module but this folder's own and the public entries above.
              regex: `(^|/)features/(?!(${[feature, ...featureEntries].map(escapeRegex).join("|")})(/|$))`,
              message: `app/features/${feature} imports another feature only through app/components or app/shared: move the shared piece there (docs/architecture.md, 'Layers').`,
            },
          ],
        },
      ],
    },
  }));
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
