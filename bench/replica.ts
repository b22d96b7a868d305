// `npm run bench:replica`: search and page throughput through nginx with the read replica and
// with one database, in the same run (docs/decisions/0098). One cluster (scripts/cluster/cluster.ts):
// the three app servers are started with DATABASE_REPLICA_URL, then again without it, and so on
// (ROUNDS times, default 2), and the same wrk load is run each time:
//   search: the booking search with a pick-up office, day and length drawn at random (thousands of
//           different searches: the kept results rarely answer, the database does);
//   pages:  the home page, the FAQ, the blog list, the offices and a text page, in turn (kept pages).
// Each figure is wrk's requests per second after a 3 s warm-up; `uptime` is noted before each,
// because this machine's 2 cores are shared. Writes bench/results-replica.md.
// Ports: BENCH_NGINX_PORT (3400), the app servers after it, BENCH_PG_PORT (5440) and the next one.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";
import { abortStartingClusters, type Cluster, startCluster } from "#scripts/cluster/cluster.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3400);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5440);

const SEARCH_LUA = `
math.randomseed(os.time())
local offices = { "IST", "SAW", "ESB" }
request = function()
  local office = offices[math.random(1, #offices)]
  local from = os.time() + math.random(2, 300) * 86400
  local back = from + math.random(1, 14) * 86400
  local path = "/rezervasyon?alis=" .. office .. "&donus=" .. office ..
    "&alisTarihi=" .. os.date("!%Y-%m-%d", from) .. "T10%3A00" ..
    "&donusTarihi=" .. os.date("!%Y-%m-%d", back) .. "T10%3A00"
  return wrk.format("GET", path)
end
`;
const PAGES = ["/", "/sss", "/Tum_Blog", "/hizmet-noktalarimiz", "/hakkimizda", "/en", "/en/sss"];
const PAGES_LUA = `
local pages = { ${PAGES.map((p) => `"${p}"`).join(", ")} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", pages[(i % #pages) + 1])
end
`;

type Figure = {
  round: number;
  mode: "replica" | "primary only";
  load: string;
  rps: number;
  non2xx: number;
  timeouts: number;
  p50: string;
  uptime: string;
  cpu: string;
};

/** CPU seconds (user + system) the processes used so far: /proc/<pid>/stat utime and stime. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

/** The app servers, and each PostgreSQL's postmaster with its backends. */
function clusterPids(cluster: Cluster): { app: number[]; primary: number[]; replica: number[] } {
  const children = (parent: number) =>
    readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => {
        try {
          return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === parent;
        } catch {
          return false;
        }
      });
  const postgres = (dataDir: string) => {
    const main = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return [main, ...children(main)];
  };
  return {
    app: cluster.servers.map((s) => s.process?.pid ?? 0).filter(Boolean),
    primary: postgres(cluster.primary.dataDir),
    replica: postgres(cluster.replica.dataDir),
  };
}

function uptime(): string {
  return execFileSync("uptime", { encoding: "utf8" })
    .trim()
    .replace(/^.*load average:\s*/, "load ");
}

function wrk(
  url: string,
  script: string,
  seconds: number,
): { rps: number; non2xx: number; timeouts: number; p50: string } {
  const file = path.join(os.tmpdir(), `yolda-bench-${process.pid}.lua`);
  writeFileSync(file, script);
  const out = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "--timeout",
      "20s",
      "--latency",
      "-H",
      "Accept-Encoding: br, gzip",
      "-s",
      file,
      url,
    ],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const p50 = /50%\s+(\S+)/.exec(out)?.[1] ?? "?";
  const timeouts = Number(/timeout (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, non2xx, timeouts, p50 };
}

async function restartAll(cluster: Cluster, replicaUrl: string) {
  for (const server of cluster.servers) await server.stop();
  await Promise.all(cluster.servers.map((s) => s.start({ DATABASE_REPLICA_URL: replicaUrl })));
}

async function replicaReads(cluster: Cluster): Promise<string> {
  let replica = 0;
  let primary = 0;
  for (const server of cluster.servers) {
    const text = await (await fetch(`${server.base}/metrics`)).text();
    replica += Number(/^yolda_replica_reads_total\{to="replica"\} (\S+)$/m.exec(text)?.[1] ?? 0);
    primary += Number(/^yolda_replica_reads_total\{to="primary"\} (\S+)$/m.exec(text)?.[1] ?? 0);
  }
  return `${replica} reads on the replica, ${primary} on the primary`;
}

async function main() {
  let running: Cluster | null = null;
  process.once("SIGINT", () => void (running ? running.stop() : abortStartingClusters()).then(() => process.exit(130)));
  const cluster = await startCluster({
    nginxPort: NGINX_PORT,
    firstAppPort: NGINX_PORT + 1,
    pgPort: PG_PORT,
    appEnv: { LOG_LEVEL: "fatal" },
  });
  running = cluster;
  const figures: Figure[] = [];
  const reads: string[] = [];
  try {
    for (const page of PAGES) {
      const res = await fetch(`${cluster.url}${page}`);
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const mode of ["replica", "primary only"] as const) {
        await restartAll(cluster, mode === "replica" ? cluster.replica.url : "");
        for (const [load, script] of [
          ["search", SEARCH_LUA],
          ["pages", PAGES_LUA],
        ] as const) {
          wrk(cluster.url, script, 3);
          const load1 = uptime();
          const pids = clusterPids(cluster);
          const before = {
            app: cpuSeconds(pids.app),
            primary: cpuSeconds(pids.primary),
            replica: cpuSeconds(pids.replica),
          };
          const result = wrk(cluster.url, script, SECONDS);
          const after = clusterPids(cluster);
          // A backend that ended during the run takes its seconds with it: never below 0.
          const used = (k: keyof typeof before) => Math.max(0, cpuSeconds(after[k]) - before[k]).toFixed(1);
          const cpu = `app ${used("app")} s, primary ${used("primary")} s, replica ${used("replica")} s`;
          figures.push({ round, mode, load, ...result, uptime: load1, cpu });
          console.log(`round ${round} ${mode} ${load}: ${result.rps} req/s (${load1})`);
        }
        if (mode === "replica") reads.push(`round ${round}: ${await replicaReads(cluster)}`);
      }
    }
  } finally {
    await cluster.stop();
  }
  const rows = figures
    .map(
      (f) =>
        `| ${f.round} | ${f.load} | ${f.mode} | ${f.rps.toFixed(1)} | ${f.p50} | ${f.non2xx + f.timeouts} | ${f.cpu} | ${f.uptime} |`,
    )
    .join("\n");
  const ratios = [...new Set(figures.map((f) => `${f.round}|${f.load}`))]
    .map((key) => {
      const [round, load] = key.split("|");
      const of = (mode: Figure["mode"]) => figures.find((f) => `${f.round}|${f.load}` === key && f.mode === mode)?.rps;
      const ratio = (of("replica") ?? NaN) / (of("primary only") ?? NaN);
      return `- round ${round}, ${load}: with the replica ${ratio.toFixed(2)}x one database`;
    })
    .join("\n");
  const file = path.resolve("bench", "results-replica.md");
  const text =
    `# Search and page throughput with the read replica (npm run bench:replica)\n\n` +
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this machine (${os.cpus().length} cores, ` +
    `shared with other engineers running tests: the figures are taken on a loaded machine, load averages beside each). ` +
    `One cluster: nginx, three app servers (LOG_LEVEL=fatal), a PostgreSQL primary and its streaming replica; ` +
    `the app servers restarted with and without DATABASE_REPLICA_URL in turn. wrk -t2 -c${CONNECTIONS} --timeout 20s, ${SECONDS} s after a 3 s warm-up; ` +
    `CPU used meanwhile: user + system seconds of the app servers and of each PostgreSQL (postmaster and backends) over the run.\n\n` +
    `| round | load | reads | req/s | p50 | failed or over 20 s | CPU used meanwhile | uptime before |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${rows}\n\n` +
    `${ratios}\n\nWhere the replica rounds' reads that may lag went (yolda_replica_reads_total, summed over the servers):\n\n` +
    `${reads.map((r) => `- ${r}`).join("\n")}\n`;
  writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  console.log(text);
}

await main();
