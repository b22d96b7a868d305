// Entry point: `npm start` serves the production build, `npm run dev` runs Vite in middleware mode.
// Runs on Node 24 directly (type stripping); everything else is bundled into build/server.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fork } from "node:child_process";
import { createServer, type Server } from "node:http";
import type * as AppModule from "./app.ts";
import { installReactRouterMemo } from "./react-router-memo.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Yolda needs Node.js 24 or newer (this is ${process.version}); run it with npm start.`);
  process.exit(1);
}

// Before React Router loads (decision 0176).
installReactRouterMemo((file, rewrite, applied) => {
  if (!applied) {
    console.warn(
      `React Router's ${file} is not the text server/react-router-memo.ts expects: its ${rewrite} are not kept`,
    );
  }
});

const dev = process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
/** How long a stopping server keeps serving while /readyz answers 503, so the balancer can take it out. */
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 0);
if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > 600_000) {
  console.error("SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 600000");
  process.exit(1);
}

type ServerModule = typeof AppModule;

const PREPARE_ONLY = "YOLDA_PREPARE_DATABASE_ONLY";

/** Runs this entry again with PREPARE_ONLY set; resolves when it created the database. */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1] ?? "server/index.ts", process.argv.slice(2), {
      env: { ...process.env, [PREPARE_ONLY]: "1" },
      execArgv: process.execArgv,
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function main() {
  let started: Awaited<ReturnType<ServerModule["startApp"]>>;
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const mod = (await devServer.ssrLoadModule("./server/app.ts")) as ServerModule;
    started = await mod.startApp({
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as never,
      buildVersion: "dev",
      dev: true,
    });
    started.app.use(devServer.middlewares);
    // Vite's middlewares must run before the React Router catch-all.
    const stack = (started.app as unknown as { router: { stack: unknown[] } }).router.stack;
    stack.unshift(stack.pop());
  } else {
    const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");
    const mod = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerModule;
    if (process.env[PREPARE_ONLY] === "1") {
      await mod.prepareDatabase();
      process.exit(0);
    }
    // First start on an embedded database: created and seeded by a child process, so the memory
    // initdb and the seed take is the child's and goes back when it exits (docs/decisions/0112).
    if (mod.embeddedDatabaseIsNew()) await prepareInChild();
    const build = await mod.loadServerBuild();
    started = await mod.startApp({
      build,
      buildVersion: build.assets.version,
      clientAssetsDir: path.join(buildDir, "client"),
    });
  }

  const server: Server = createServer(started.handler).listen(port, host, () => {
    started.services.logger.info({ port }, `Yolda is serving http://localhost:${port}`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first (503 "draining"); requests are still served until the listener closes.
    started.beginDraining();
    started.services.logger.info({ signal, drainMs }, "shutting down");
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    setTimeout(() => {
      server.close(async () => {
        await started.stop();
        process.exit(0);
      });
      server.closeIdleConnections();
    }, drainMs);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
