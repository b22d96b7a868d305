// A PostgreSQL primary made with initdb and a streaming standby made from it with pg_basebackup,
// both in a temporary folder on free ports (5442-5449): the read replica of decision 0098, real,
// for the tests in this folder (PostgreSQL only: its server binaries). Two test files start pairs
// at the same time in separate workers, so a pair of ports is claimed with a lock file first.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { asPostgres, pgBin } from "#scripts/cluster/cluster.ts";

export type ReplicaPair = {
  /** The temporary folder holding both data folders, their logs and sockets. */
  dir: string;
  primaryUrl: string;
  replicaUrl: string;
  primaryPort: number;
  replicaPort: number;
  primaryDir: string;
  replicaDir: string;
  /** pg_ctl on one of the two data folders (start, stop, ...). */
  pgCtl(dataDir: string, ...args: string[]): void;
  /** Stops both servers and removes the folder. */
  stop(): Promise<void>;
};

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const lockFile = (port: number) => path.join(tmpdir(), `yolda-replica-ports-${port}.lock`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims the pair at `port` for this process (a lock file made with "wx"); a dead process's lock is taken over. */
function claim(port: number, again = true): boolean {
  try {
    writeFileSync(lockFile(port), String(process.pid), { flag: "wx" });
    return true;
  } catch {
    const owner = Number(readFileSync(lockFile(port), { encoding: "utf8", flag: "r" }) || 0);
    if (!again || !owner || alive(owner)) return false;
    rmSync(lockFile(port), { force: true });
    return claim(port, false);
  }
}

const release = (port: number) => rmSync(lockFile(port), { force: true });

async function freePair(): Promise<number> {
  for (let port = 5442; port < 5449; port += 2) {
    if (!claim(port)) continue;
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
    release(port);
  }
  throw new Error("no two free ports in 5442-5449");
}

/** One statement on its own connection (no pool), for set-up and checks. */
export async function admin<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Polls `check` every 50 ms until it holds, or fails after `ms`. A check that throws (the replica
 * has not replayed the tables yet, on a loaded machine) counts as "not yet".
 */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const started = Date.now();
  let last: unknown = null;
  while (Date.now() - started < ms) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}${last ? ` (last error: ${String(last)})` : ""}`);
}

/** Starts a primary (with `setup` run on it before the standby is copied) and its streaming replica. */
export async function startReplicaPair(setup?: (primaryUrl: string) => Promise<void>): Promise<ReplicaPair> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), "yolda-replica-test-"));
  chmodSync(dir, 0o777);
  const primaryPort = await freePair();
  const replicaPort = primaryPort + 1;
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const pgCtl = (dataDir: string, ...args: string[]) =>
    asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-w", "-t", "60", ...args], { quiet: true });
  const common = `-c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  const pair: ReplicaPair = {
    dir,
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    primaryPort,
    replicaPort,
    primaryDir,
    replicaDir,
    pgCtl,
    async stop() {
      for (const data of [replicaDir, primaryDir]) {
        try {
          pgCtl(data, "-m", "immediate", "stop");
        } catch {
          // not running
        }
      }
      rmSync(dir, { recursive: true, force: true });
      release(primaryPort);
    },
  };
  asPostgres(path.join(bin, "initdb"), ["-D", primaryDir, "-U", "postgres", "-A", "trust", "--no-sync"], {
    quiet: true,
  });
  pgCtl(primaryDir, "-o", `-p ${primaryPort} ${common} -c wal_level=replica`, "-l", path.join(dir, "p.log"), "start");
  await setup?.(pair.primaryUrl);
  asPostgres(
    path.join(bin, "pg_basebackup"),
    ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", replicaDir, "-R", "-X", "stream"].concat([
      "--checkpoint=fast",
      "--no-sync",
    ]),
    { quiet: true },
  );
  pgCtl(replicaDir, "-o", `-p ${replicaPort} ${common}`, "-l", path.join(dir, "r.log"), "start");
  return pair;
}
