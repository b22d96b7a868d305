// No import circles in app/ and server/ (docs/architecture.md, "Layers": arrows point down only).
// Type imports count too: a circle of types is still two modules that cannot be read one without the
// other. `npm run lint` runs it (dependency-cruiser: about 3 s of CPU on the whole tree, where
// eslint-plugin-import-x's no-cycle added about 10 s and skips type imports, and madge took 6 s).
// A circle is broken by moving the shared piece down (a type, a pure builder, a lower module).
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import circle: move what both modules need into a lower module (docs/architecture.md, 'Layers: who may import whom').",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are edges too (TypeScript erases them, the design keeps them).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    // React Router's generated route types (+types) import their route back by design.
    exclude: { path: "(^|/)(node_modules|\\.react-router|build)/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
