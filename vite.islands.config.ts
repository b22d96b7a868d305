// The islands build (docs/decisions/0063): after React Router's build, the scripts of the pages that
// are server HTML with islands (the home page). Same components, but "react-router" is the small
// stand-in app/islands/router-shim.tsx, so these pages load React DOM without React Router's client.
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [{ find: /^react-router$/, replacement: path.resolve("app/islands/router-shim.tsx") }],
  },
  build: {
    outDir: path.resolve(process.env.YOLDA_BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ".vite/islands-manifest.json",
    modulePreload: false,
    rollupOptions: {
      input: { "islands-home": "app/islands/home.client.tsx" },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/islands-[name]-[hash].js",
        assetFileNames: "assets/islands-[name]-[hash][extname]",
      },
    },
  },
});
