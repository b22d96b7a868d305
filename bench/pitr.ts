// `npm exec -- node bench/pitr.ts`: the point-in-time recovery steps of docs/operations.md
// ("Point-in-time recovery"), done on a PostgreSQL of its own (a temporary folder, port 55452;
// PostgreSQL's server binaries as for npm run cluster). A primary archiving its WAL takes a base
// backup; rows are written before and after a chosen moment (the "mistake" comes after it); the
// base backup is restored into a new data folder with restore_command and recovery_target_time
// and started: the rows before the moment are there, the ones after are not, and the recovered
// database takes writes (a new timeline). Exits 1 when a check fails.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { asPostgres, pgBin } from "#scripts/cluster/cluster.ts";

const PORT = Number(process.env.PITR_PORT ?? 55452);
const bin = pgBin();
const dir = mkdtempSync(path.join(tmpdir(), "yolda-pitr-"));
chmodSync(dir, 0o777);
const primary = path.join(dir, "primary");
const restored = path.join(dir, "restored");
const archive = path.join(dir, "wal-archive");
const base = path.join(dir, "base");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let failed = false;
const check = (name: string, ok: boolean, detail: string) => {
  if (!ok) failed = true;
  console.log(`${ok ? "ok  " : "FAIL"}  ${name}: ${detail}`);
};

async function run(text: string, port = PORT): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
const ctl = (data: string, ...args: string[]) =>
  asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-l", `${data}.log`, "-w", "-t", "60", ...args]);

try {
  asPostgres(path.join(bin, "initdb"), ["-D", primary, "-U", "postgres", "-A", "trust", "--no-sync"], { quiet: true });
  asPostgres("/bin/mkdir", ["-p", archive]);
  writeFileSync(
    path.join(dir, "primary.conf"),
    [
      `port = ${PORT}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "wal_level = replica",
      "archive_mode = on",
      `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
      "",
    ].join("\n"),
  );
  asPostgres("/bin/sh", ["-c", `cat ${dir}/primary.conf >> ${primary}/postgresql.conf`]);
  ctl(primary, "start");
  await run("create table bookings (id int primary key, note text)");
  await run("insert into bookings select g, 'before the base backup' from generate_series(1, 100) g");

  // The daily base backup (docs/operations.md: pg_basebackup ... -X fetch --checkpoint=fast).
  asPostgres(path.join(bin, "pg_basebackup"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(PORT),
    "-U",
    "postgres",
    "-D",
    base,
    "-X",
    "fetch",
    "--checkpoint=fast",
    "--no-sync",
  ]);
  await run("insert into bookings select g, 'after the backup, before the mistake' from generate_series(101, 150) g");
  await wait(1_100);
  const target = (await run("select now()::text as t")).rows[0].t as string;
  await wait(1_100);
  // The mistake.
  await run("delete from bookings where id <= 120");
  await run("insert into bookings values (999, 'after the mistake')");
  await run("select pg_switch_wal()");
  await wait(1_500); // the archiver copies the finished segment
  ctl(primary, "stop", "-m", "fast");

  // Recovery: the base backup, restore_command from the archive, the target time, recovery.signal.
  asPostgres("/bin/cp", ["-a", base, restored]);
  asPostgres("/bin/sh", [
    "-c",
    [
      `echo "restore_command = 'cp ${archive}/%f %p'" >> ${restored}/postgresql.conf`,
      `echo "recovery_target_time = '${target}'" >> ${restored}/postgresql.conf`,
      `echo "recovery_target_action = 'promote'" >> ${restored}/postgresql.conf`,
      `echo "archive_mode = off" >> ${restored}/postgresql.conf`,
      `touch ${restored}/recovery.signal`,
    ].join(" && "),
  ]);
  const started = performance.now();
  ctl(restored, "start");
  for (let i = 0; i < 100 && (await run("select pg_is_in_recovery() as r")).rows[0].r; i++) await wait(100);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = (await run("select count(*)::int as n, max(id) as top, min(id) as low from bookings")).rows[0];
  check(
    `recovered to ${target}`,
    rows.n === 150 && rows.low === 1 && rows.top === 150,
    `${rows.n} rows (ids ${rows.low}-${rows.top}): the 150 written before the target, none of the mistake's (recovery took ${seconds} s)`,
  );
  const archived = (await run("select count(*)::int as n from pg_ls_dir('pg_wal') f where f ~ '^[0-9A-F]{24}$'"))
    .rows[0];
  const timeline = (await run("select timeline_id from pg_control_checkpoint()")).rows[0].timeline_id;
  await run("insert into bookings values (1000, 'after the recovery')");
  check(
    "the recovered database takes writes",
    (await run("select count(*)::int as n from bookings")).rows[0].n === 151,
    `promoted on timeline ${timeline}; ${archived.n} WAL segments in pg_wal`,
  );
  ctl(restored, "stop", "-m", "fast");
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  for (const data of [primary, restored]) {
    try {
      ctl(data, "stop", "-m", "immediate");
    } catch {
      // not running
    }
  }
} finally {
  if (process.env.PITR_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
