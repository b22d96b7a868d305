// Two app servers (two startApp instances, each with its own pool, Express app and job scheduler)
// started at the same moment on one fresh, unmigrated database: both come up, bookings through
// both never hold a unit twice, and a draining server answers /readyz with 503 while the other
// stays ready, and a public change made through one server empties both servers' page caches
// (LISTEN/NOTIFY, docs/decisions/0036). On PGlite (one process owns the data) one server is started and drained.
// bench/two-servers.ts does the same with two processes from the production build.
import { randomBytes } from "node:crypto";
import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type StartedApp } from "#server/app.ts";
import {
  AVAILABILITY_CHANNEL,
  markPublicChange,
  PUBLIC_CHANGE_CHANNEL,
} from "#app/server/repositories/public-changes.server.ts";
import { markerPayload } from "#app/server/services/public-changes.server.ts";
import {
  bookingOfficesByCode,
  fleetModels,
  officeOptions,
  publicCampaignsOn,
} from "#app/server/services/catalogue-cache.server.ts";
import { resolveSearch } from "#app/server/services/booking-flow.server.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { RenderedPage } from "#app/server/http/page-cache.server.ts";
import { type AppEnvironment, appEnvironment } from "#tests/support/app-environment.ts";

let env: AppEnvironment | undefined;
let apps: StartedApp[] = [];
let servers: Server[] = [];
let bases: string[] = [];

beforeAll(async () => {
  env = await appEnvironment({ name: "two", publicUrl: "http://two-servers.yolda.test", testHooks: true });
  // The pages are not needed here: the build is only loaded when a page is asked for.
  const build = () => Promise.reject(new Error("no page build in this test"));
  const count = env.postgres ? 2 : 1;
  apps = await Promise.all(Array.from({ length: count }, () => startApp({ build, buildVersion: "test" })));
  servers = await Promise.all(
    apps.map(
      (a) =>
        new Promise<Server>((resolve) => {
          const s = a.app.listen(0, "127.0.0.1", () => resolve(s));
        }),
    ),
  );
  bases = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all(apps.map((a) => a.stop()));
  await env?.cleanup();
});

/**
 * Sends a marker notification on `channel` (committed at once, from a connection of the pool) and
 * waits until every server has heard it and acted on every change committed before it: what shows
 * that an earlier change did nothing, instead of sleeping for a guess of its delay (decision 0068).
 */
async function markerPassed(channel: "public" | "availability") {
  const id = randomBytes(6).toString("hex");
  const name = channel === "public" ? PUBLIC_CHANGE_CHANNEL : AVAILABILITY_CHANNEL;
  await apps[0]!.services.database.db.execute(sql`select pg_notify(${name}, ${markerPayload(id)})`);
  const passed = () => apps.map((a) => a.passedMarker(channel, id));
  const started = Date.now();
  while (passed().includes(false) && Date.now() - started < 4_000) await new Promise((r) => setTimeout(r, 10));
  expect(passed()).toEqual(apps.map(() => true));
}

/**
 * The same from inside an open transaction: on PostgreSQL the marker goes from a connection of the
 * pool, outside it. PGlite has one session, which the transaction holds; its notifications (like
 * PostgreSQL's) are only ever delivered at commit, and no other session can commit meanwhile.
 */
async function markerPassedDuringTransaction(channel: "public" | "availability") {
  if (env?.postgres) await markerPassed(channel);
}

const keptPage: RenderedPage = {
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  etag: 'W/"kept"',
  nonce: "n",
  html: "<p>fleet</p>",
};

const readyz = async (base: string) => {
  const res = await fetch(`${base}/readyz`);
  return `${res.status} ${await res.text()}`;
};

describe("two app servers on one database", () => {
  it("start together on an empty database and both answer ready", async () => {
    for (const base of bases) expect(await readyz(base)).toBe("200 ready");
    const db = apps[0]!.services.database.db;
    // Every seed (catalogue and content, demo staff, demo desk, demo API clients) ran exactly once.
    const seeds = (await db.execute(
      sql`select count(*)::int as n, count(distinct name)::int as names from seed_runs`,
    )) as unknown as {
      rows: { n: number; names: number }[];
    };
    expect(seeds.rows[0]?.names).toBeGreaterThanOrEqual(1);
    expect(seeds.rows[0]?.n).toBe(seeds.rows[0]?.names);
  });

  it("bookings through both for one pick-up time never hold a unit twice", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${bases[i % bases.length]}/__test/reservations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ lastName: `Two${i}`, hoursUntilPickup: 24 * 20, days: 3 }),
        });
        await res.arrayBuffer();
        return res.ok;
      }),
    );
    const db = apps[0]!.services.database.db;
    const live = (await db.execute(sql`
      select count(*)::int as n from reservations
      where status in ('pending_payment', 'confirmed', 'active') and driver->>'lastName' like 'Two%'`)) as unknown as {
      rows: { n: number }[];
    };
    const doubles = (await db.execute(sql`
      select count(*)::int as n from reservations a join reservations b
        on a.unit_id = b.unit_id and a.id < b.id and a.held && b.held
      where a.status in ('pending_payment', 'confirmed', 'active') and b.status in ('pending_payment', 'confirmed', 'active')`)) as unknown as {
      rows: { n: number }[];
    };
    expect(results.filter(Boolean).length).toBe(40);
    expect(live.rows[0]?.n).toBe(40);
    expect(doubles.rows[0]?.n).toBe(0);
  });

  it("a public change committed through one server empties every server's page cache within seconds", async () => {
    const keep = async () => {
      for (const a of apps) await a.pageCache.store("/araclarimiz", a.pageCache.generation, keptPage);
    };
    await keep();
    // A rolled-back change takes its mark back: nothing is dropped.
    await apps[0]!.services.database.db
      .transaction(async (tx) => {
        await markPublicChange(tx, ["prices"]);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await markerPassed("public");
    expect(apps.map((a) => a.pageCache.size)).toEqual(apps.map(() => 1));

    const started = Date.now();
    await apps[0]!.services.database.db.transaction(async (tx) => {
      await markPublicChange(tx, ["fleet", "prices"]);
      await markerPassedDuringTransaction("public");
      // Not before the commit: a server that read the old rows must not drop its pages yet.
      expect(apps.map((a) => a.pageCache.size)).toEqual(apps.map(() => 1));
    });
    while (apps.some((a) => a.pageCache.size > 0) && Date.now() - started < 4_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(apps.map((a) => a.pageCache.size)).toEqual(apps.map(() => 0));
  });

  it("keeps the office list until a public change of offices, made through any server", async () => {
    const last = apps[apps.length - 1]!;
    const db = last.services.database.db;
    const day = "2030-01-15";
    const before = await officeOptions(db, "en", day);
    const office = before[0]!;
    await apps[0]!.services.database.db.execute(
      sql`update offices set name_en = name_en || ' (renamed)' where code = ${office.code}`,
    );
    // Changed without telling anyone: this server keeps what it read.
    expect((await officeOptions(db, "en", day))[0]?.name).toBe(office.name);
    await apps[0]!.services.database.db.transaction((tx) => markPublicChange(tx, ["offices"]));
    const started = Date.now();
    let name = office.name;
    while (name === office.name && Date.now() - started < 4_000) {
      await new Promise((r) => setTimeout(r, 20));
      name = (await officeOptions(db, "en", day)).find((o) => o.code === office.code)?.name ?? "";
    }
    expect(name).toBe(`${office.name} (renamed)`);
  });

  it("keeps the fleet's prices and the campaigns until a public change of their topic (decision 0052)", async () => {
    const last = apps[apps.length - 1]!;
    const db = last.services.database.db;
    const writer = apps[0]!.services.database.db;
    const until = async (read: () => Promise<unknown>, wanted: unknown) => {
      const started = Date.now();
      let value = await read();
      while (value !== wanted && Date.now() - started < 4_000) {
        await new Promise((r) => setTimeout(r, 20));
        value = await read();
      }
      return value;
    };
    const model = (await fleetModels(db, "tr")).find((m) => m.fromKurus !== null)!;
    const fromKurus = async () => (await fleetModels(db, "tr")).find((m) => m.id === model.id)?.fromKurus;
    await writer.execute(sql`update daily_rates set daily_kurus = daily_kurus - 100 where model_id = ${model.id}`);
    expect(await fromKurus()).toBe(model.fromKurus);
    // A campaign change leaves the prices kept; a price change drops them.
    await writer.transaction((tx) => markPublicChange(tx, ["campaigns"]));
    await markerPassed("public");
    expect(await fromKurus()).toBe(model.fromKurus);
    await writer.transaction((tx) => markPublicChange(tx, ["prices"]));
    expect(await until(fromKurus, model.fromKurus! - 100)).toBe(model.fromKurus! - 100);

    const today = istanbulDate(new Date());
    const campaign = (await publicCampaignsOn(db, "en", today))[0];
    if (campaign) {
      const title = async () => (await publicCampaignsOn(db, "en", today)).find((c) => c.slug === campaign.slug)?.title;
      await writer.execute(sql`update campaigns set title_en = title_en || ' (new)' where slug = ${campaign.slug}`);
      expect(await title()).toBe(campaign.title);
      await writer.transaction((tx) => markPublicChange(tx, ["campaigns"]));
      expect(await until(title, `${campaign.title} (new)`)).toBe(`${campaign.title} (new)`);
    }
  });

  it("a search on another server shows an office's new address after a public change of offices", async () => {
    const last = apps[apps.length - 1]!;
    const db = last.services.database.db;
    const writer = apps[0]!.services.database.db;
    const code = [...(await bookingOfficesByCode(db, "tr")).keys()][0]!;
    const now = new Date();
    const day = (offset: number) => istanbulDate(new Date(now.getTime() + offset * 86_400_000));
    const search = {
      pickupCode: code,
      dropoffCode: code,
      pickupAt: `${day(30)}T10:00`,
      returnAt: `${day(33)}T10:00`,
      campaignCode: "",
    };
    const address = async () => {
      const resolved = await resolveSearch(db, search, "tr", now);
      return resolved.pickupOffice?.address;
    };
    const before = await address();
    expect(before).toBeTruthy();
    await writer.execute(sql`update offices set address_tr = address_tr || ' (yeni)' where code = ${code}`);
    // Changed without telling anyone: this server's searches keep what it read.
    expect(await address()).toBe(before);
    await writer.transaction((tx) => markPublicChange(tx, ["offices"]));
    const started = Date.now();
    let seen = await address();
    while (seen === before && Date.now() - started < 4_000) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await address();
    }
    expect(seen).toBe(`${before} (yeni)`);
  });

  it("a committed change of availability on one server drops every server's kept search results (decision 0062)", async () => {
    const searchPage: RenderedPage = { ...keptPage, kind: "search", html: "<p>12 cars</p>" };
    const keep = async () => {
      for (const a of apps) await a.searchCache.store("/rezervasyon?alis=IST", a.searchCache.generation, searchPage);
      expect(apps.map((a) => a.searchCache.size)).toEqual(apps.map(() => 1));
    };
    const kept = () => apps.map((a) => a.searchCache.size);
    const dropped = async () => {
      const started = Date.now();
      while (apps.some((a) => a.searchCache.size > 0) && Date.now() - started < 4_000) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return kept();
    };
    const writer = apps[0]!.services.database.db;
    await keep();
    // Statements that change no row, and a rolled-back booking, leave the results kept.
    await writer.execute(sql`update reservations set flight_number = flight_number where false`);
    await writer.execute(sql`update units set in_service = in_service where false`);
    await writer
      .transaction(async (tx) => {
        await tx.execute(
          sql`update reservations set flight_number = flight_number where id = (select min(id) from reservations)`,
        );
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await markerPassed("availability");
    expect(kept()).toEqual(apps.map(() => 1));
    // Content pages are not touched by a booking.
    for (const a of apps) await a.pageCache.store("/sss", a.pageCache.generation, keptPage);

    // A booking made through the last server: not before its commit, then on every server.
    const res = await fetch(`${bases[bases.length - 1]}/__test/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lastName: "Kept", hoursUntilPickup: 24 * 25, days: 2 }),
    });
    expect(res.ok).toBe(true);
    expect(await dropped()).toEqual(apps.map(() => 0));
    expect(apps.map((a) => a.pageCache.size)).toEqual(apps.map(() => 1));

    // A maintenance block, and a unit taken out of service, committed elsewhere: the same.
    await keep();
    const unit = (await writer.execute(sql`select id from units order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    };
    await writer.transaction(async (tx) => {
      await tx.execute(sql`update units set in_service = false where id = ${unit.rows[0]!.id}`);
      await markerPassedDuringTransaction("availability");
      expect(kept()).toEqual(apps.map(() => 1));
    });
    expect(await dropped()).toEqual(apps.map(() => 0));
    await writer.execute(sql`update units set in_service = true where id = ${unit.rows[0]!.id}`);
    await markerPassed("availability");

    // A public change (prices) drops the kept results as well.
    await keep();
    await writer.transaction((tx) => markPublicChange(tx, ["prices"]));
    expect(await dropped()).toEqual(apps.map(() => 0));
  });

  it("a draining server answers /readyz with 503 and keeps serving; the other stays ready", async () => {
    apps[0]!.beginDraining();
    expect(await readyz(bases[0]!)).toBe("503 draining");
    expect((await fetch(`${bases[0]}/healthz`)).status).toBe(200);
    if (bases[1]) expect(await readyz(bases[1])).toBe("200 ready");
  });

  it("a draining server closes each connection after its answer; a ready one keeps it alive (rolling restarts, docs/operations.md)", async () => {
    // Through the HTTP server's listener, as server/index.ts serves it.
    const connectionHeader = async (app: StartedApp) => {
      const server = createServer(app.handler);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      try {
        return await new Promise<string | undefined>((resolve, reject) => {
          const agent = new Agent({ keepAlive: true });
          get({ host: "127.0.0.1", port, path: "/healthz", agent }, (res) => {
            res.resume();
            res.on("end", () => {
              agent.destroy();
              resolve(res.headers.connection);
            });
          }).on("error", reject);
        });
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    };
    expect(await connectionHeader(apps[0]!)).toBe("close");
    if (apps[1]) expect(await connectionHeader(apps[1])).toBe("keep-alive");
  });
});
