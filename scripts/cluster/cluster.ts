// The production topology as processes on one machine (docs/decisions/0071; docs/operations.md "The cluster
// on one machine"): nginx (Debian's, configured from deploy/nginx.conf) in front of three app
// servers from the production build, on one PostgreSQL primary with a streaming read replica made
// by pg_basebackup. Both PostgreSQL instances are this script's own, in a temporary folder on
// their own ports (the machine's server on 5432 is left alone). `npm run cluster` starts it and
// prints the addresses; the drills in bench/ start it through `startCluster`.
//
// Settings: CLUSTER_PORT (nginx, default 8088), CLUSTER_APP_PORT (first app server, 3101),
// CLUSTER_PG_PORT (primary, 55432; the replica takes the next), CLUSTER_SERVERS (3), PG_BIN
// (default: the newest /usr/lib/postgresql/*/bin), CLUSTER_KEEP=1 keeps the folder on exit.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type ClusterOptions = {
  nginxPort?: number;
  firstAppPort?: number;
  pgPort?: number;
  servers?: number;
  /** Extra environment for the app servers (e.g. TEST_HOOKS=1 for the drills). */
  appEnv?: Record<string, string>;
  drainMs?: number;
  log?: (line: string) => void;
};

export type AppServer = {
  index: number;
  port: number;
  base: string;
  process: ChildProcess | null;
  /**
   * Starts it (again) and waits until /readyz answers 200. `env` is added to the environment of
   * this start and the later ones (bench/replica.ts starts the servers without their replica).
   */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGTERM (drain, then close) and wait for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies mid-request. */
  kill(): Promise<void>;
};

export type PgInstance = {
  port: number;
  dataDir: string;
  url: string;
  start(): Promise<void>;
  stop(mode?: "fast" | "immediate"): Promise<void>;
};

export type Cluster = {
  dir: string;
  url: string;
  servers: AppServer[];
  primary: PgInstance;
  replica: PgInstance;
  nginx: { reload(upstreamDown?: number[]): Promise<void> };
  /** Bytes of WAL the replica has still to replay (0: caught up). */
  replicaLagBytes(): Promise<number>;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, "..", "..");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "pg_basebackup")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("PostgreSQL's server binaries were not found (set PG_BIN)");
  return path.join(base, versions[0], "bin");
}

function nginxBin(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  throw new Error("nginx is not installed (apt-get install nginx)");
}

/** initdb refuses root: PostgreSQL's tools run as the postgres user then. */
export function asPostgres(bin: string, args: string[], options: { quiet?: boolean } = {}) {
  const command = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(command[0] as string, command[1] as string[], {
    stdio: options.quiet ? "pipe" : ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

/** deploy/nginx.conf with this machine's addresses and paths (scripts/check-deploy.sh does the same). */
export function nginxConfig(options: { dir: string; port: number; appPorts: number[]; down?: number[] }): string {
  const source = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  const upstream = options.appPorts
    .map(
      (port, i) =>
        `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s${options.down?.includes(i) ? " down" : ""};`,
    )
    .join("\n");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${options.dir}/nginx/${name};`)
    .join(" ");
  const out = source
    .replace(/(?:^ {4}server app\d+:3000 [^\n]*\n)+/m, `${upstream}\n`)
    .replace("listen 8080;", `listen 127.0.0.1:${options.port};`)
    .replace("/var/cache/nginx/yolda", `${options.dir}/nginx/cache`)
    .replace("/srv/yolda/client", path.join(root, "build", "client"))
    .replace("pid /tmp/nginx.pid;", `pid ${options.dir}/nginx/nginx.pid;`)
    .replace("# temp paths: defaults", temp)
    .replace("error_log /dev/stderr warn;", `error_log ${options.dir}/nginx/error.log warn;`);
  // Run as root (this machine's drills), nginx's workers would be "nobody": keep them as the caller.
  return process.getuid?.() === 0 ? `user root;\n${out}` : out;
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** What a cluster still starting has to undo when it fails or is interrupted (newest first). */
const starting = new Set<() => Promise<void>>();

/** Stops whatever clusters being started have started so far (Ctrl+C during start-up). */
export async function abortStartingClusters(): Promise<void> {
  for (const undo of [...starting]) await undo();
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const undo: Array<() => Promise<void>> = [];
  const rollback = async () => {
    starting.delete(rollback);
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  starting.add(rollback);
  try {
    const cluster = await start(options, undo);
    starting.delete(rollback);
    return cluster;
  } catch (error) {
    await rollback();
    throw error;
  }
}

async function start(options: ClusterOptions, undo: Array<() => Promise<void>>): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const nginxPort = options.nginxPort ?? Number(process.env.CLUSTER_PORT ?? 8088);
  const firstAppPort = options.firstAppPort ?? Number(process.env.CLUSTER_APP_PORT ?? 3101);
  const pgPort = options.pgPort ?? Number(process.env.CLUSTER_PG_PORT ?? 55432);
  const count = options.servers ?? Number(process.env.CLUSTER_SERVERS ?? 3);
  const drainMs = options.drainMs ?? 2_000;
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("no build: run npm run build first");
  const bin = pgBin();
  const nginx = nginxBin();

  const dir = mkdtempSync(path.join(tmpdir(), "yolda-cluster-"));
  undo.push(async () => {
    if (process.env.CLUSTER_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
  });
  chmodSync(dir, 0o755);
  const pgDir = path.join(dir, "pg");
  mkdirSync(pgDir, { mode: 0o777 });
  chmodSync(pgDir, 0o777);
  mkdirSync(path.join(dir, "nginx", "cache"), { recursive: true });
  const archive = path.join(pgDir, "wal-archive");

  const instance = (name: string, port: number): PgInstance => {
    const dataDir = path.join(pgDir, name);
    const logFile = path.join(pgDir, `${name}.log`);
    return {
      port,
      dataDir,
      url: `postgres://postgres@127.0.0.1:${port}/yolda`,
      async start() {
        asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "start"]);
      },
      async stop(mode = "fast") {
        asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
      },
    };
  };
  const primary = instance("primary", pgPort);
  const replica = instance("replica", pgPort + 1);

  // 1. The primary: streaming replication and WAL archiving on (docs/operations.md has the PITR steps).
  log(`PostgreSQL primary on ${pgPort} (${bin})`);
  asPostgres(path.join(bin, "initdb"), ["-D", primary.dataDir, "-U", "postgres", "-A", "trust", "--no-sync"], {
    quiet: true,
  });
  asPostgres("/bin/mkdir", ["-p", archive]);
  writeFileSync(
    path.join(dir, "primary.conf"),
    [
      `port = ${pgPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${pgDir}'`,
      "wal_level = replica",
      "max_wal_senders = 5",
      "wal_keep_size = '256MB'",
      "archive_mode = on",
      `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
      "hot_standby = on",
      "max_connections = 100",
      "fsync = off",
      "",
    ].join("\n"),
  );
  asPostgres("/bin/sh", ["-c", `cat ${dir}/primary.conf >> ${primary.dataDir}/postgresql.conf`]);
  await primary.start();
  undo.push(() => primary.stop("immediate"));
  await query(`postgres://postgres@127.0.0.1:${pgPort}/postgres`, "create database yolda");

  // 2. The replica: a base backup of the running primary, streaming from it (-R writes standby.signal).
  log(`PostgreSQL replica on ${pgPort + 1} (pg_basebackup, streaming)`);
  asPostgres(path.join(bin, "pg_basebackup"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(pgPort),
    "-U",
    "postgres",
    "-D",
    replica.dataDir,
    "-R",
    "-X",
    "stream",
    // An immediate checkpoint: a spread one waits minutes on an idle primary.
    "--checkpoint=fast",
    "--no-sync",
  ]);
  asPostgres("/bin/sh", [
    "-c",
    `echo "port = ${pgPort + 1}" >> ${replica.dataDir}/postgresql.conf && echo "archive_mode = off" >> ${replica.dataDir}/postgresql.conf`,
  ]);
  await replica.start();
  undo.push(() => replica.stop("immediate"));

  // 3. The app servers, from the production build; the first one alone migrates and seeds.
  const dataDir = path.join(dir, "app");
  mkdirSync(dataDir);
  const servers: AppServer[] = Array.from({ length: count }, (_, index) => {
    const port = firstAppPort + index;
    const base = `http://127.0.0.1:${port}`;
    let extraEnv: Record<string, string> = {};
    const server: AppServer = {
      index,
      port,
      base,
      process: null,
      async start(env) {
        if (env) extraEnv = { ...extraEnv, ...env };
        // npm start's memory settings (decision 0154): 16 MB semi-spaces and a fixed mmap threshold.
        const child = spawn(process.execPath, ["--max-semi-space-size=16", "server/index.ts"], {
          cwd: root,
          env: {
            ...process.env,
            MALLOC_MMAP_THRESHOLD_: "131072",
            NODE_ENV: "production",
            APP_ENV: "development",
            DATABASE_URL: primary.url,
            DATABASE_REPLICA_URL: replica.url,
            DATA_DIR: dataDir,
            PORT: String(port),
            HOST: "127.0.0.1",
            PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
            TRUST_PROXY: "loopback",
            SHUTDOWN_DRAIN_MS: String(drainMs),
            LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
            ...options.appEnv,
            ...extraEnv,
          },
          stdio: ["ignore", "inherit", "inherit"],
        });
        server.process = child;
        const started = performance.now();
        while (performance.now() - started < 180_000) {
          if (child.exitCode !== null) throw new Error(`app server ${port} exited with ${child.exitCode}`);
          try {
            if ((await fetch(`${base}/readyz`)).ok) return;
          } catch {
            // not listening yet
          }
          await wait(100);
        }
        throw new Error(`app server ${port} did not become ready`);
      },
      async stop() {
        const child = server.process;
        if (!child || child.exitCode !== null) return child?.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
        child.kill("SIGTERM");
        return exited;
      },
      async kill() {
        const child = server.process;
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      },
    };
    return server;
  });
  undo.push(async () => {
    await Promise.all(servers.map((s) => s.kill()));
  });
  log(`app servers on ${servers.map((s) => s.port).join(", ")} (the first migrates and seeds the demo)`);
  await servers[0]?.start();
  await Promise.all(servers.slice(1).map((s) => s.start()));

  // 4. nginx in front.
  const confFile = path.join(dir, "nginx", "nginx.conf");
  const appPorts = servers.map((s) => s.port);
  writeFileSync(confFile, nginxConfig({ dir, port: nginxPort, appPorts }));
  const nginxProcess = spawn(nginx, ["-p", path.join(dir, "nginx"), "-c", confFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  undo.push(async () => void nginxProcess.kill("SIGQUIT"));
  const url = `http://127.0.0.1:${nginxPort}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/nginx-health`)).ok) break;
    } catch {
      // starting
    }
    await wait(100);
  }

  let stopped = false;
  const cluster: Cluster = {
    dir,
    url,
    servers,
    primary,
    replica,
    nginx: {
      async reload(down = []) {
        writeFileSync(confFile, nginxConfig({ dir, port: nginxPort, appPorts, down }));
        execFileSync(nginx, ["-p", path.join(dir, "nginx"), "-c", confFile, "-s", "reload"]);
        // The old workers finish their requests; new ones take the new upstream list.
        await wait(300);
      },
    },
    async replicaLagBytes() {
      const sent = await query(
        `postgres://postgres@127.0.0.1:${primary.port}/postgres`,
        "select pg_current_wal_lsn()::text as lsn",
      );
      const replayed = await query(
        `postgres://postgres@127.0.0.1:${replica.port}/postgres`,
        `select pg_wal_lsn_diff('${sent.rows[0].lsn}', pg_last_wal_replay_lsn())::bigint as lag`,
      );
      return Math.max(0, Number(replayed.rows[0].lag));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      nginxProcess.kill("SIGQUIT");
      await Promise.all(servers.map((s) => s.stop().catch(() => null)));
      for (const db of [replica, primary]) await db.stop("fast").catch(() => undefined);
      if (process.env.CLUSTER_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

if (import.meta.main) {
  const interrupted = () => void abortStartingClusters().then(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const cluster = await startCluster().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  const lag = await cluster.replicaLagBytes().catch(() => NaN);
  console.log(
    [
      "",
      `Yolda cluster is up (${cluster.dir}):`,
      `  site (nginx):          ${cluster.url}`,
      ...cluster.servers.map((s) => `  app server ${s.index + 1}:          ${s.base}`),
      `  PostgreSQL primary:    ${cluster.primary.url}`,
      `  PostgreSQL replica:    ${cluster.replica.url} (streaming; ${lag} bytes behind)`,
      `  WAL archive:           ${cluster.dir}/pg/wal-archive`,
      "Ctrl+C stops everything.",
    ].join("\n"),
  );
  const shutdown = async () => {
    console.log("stopping the cluster…");
    await cluster.stop();
    process.exit(0);
  };
  process.off("SIGINT", interrupted);
  process.off("SIGTERM", interrupted);
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}
