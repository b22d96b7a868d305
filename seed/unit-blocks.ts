// Demo maintenance blocks (development only; docs/decisions/0046): two cars of Istanbul Airport
// (IST) out for a few days from the day after tomorrow, so the fleet timeline shows a block and the
// unit page lists one. Cars of models the office has several of, with no booking in those days,
// so the demo's searches still find that model. The seed_runs row "demo-blocks-v1" marks it done.
import { and, desc, eq, sql } from "drizzle-orm";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { blockPeriod, periodRange } from "#app/domain/fleet/unit-blocks.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, seedRuns, unitBlocks, units } from "#app/server/db/schema.ts";

export const DEMO_BLOCKS_SEED_NAME = "demo-blocks-v1";

const demoBlocks = [
  { kind: "maintenance", fromDays: 2, days: 3, note: "Periyodik bakım (demo)" },
  { kind: "out_of_service", fromDays: 4, days: 2, note: "Hasar onarımı (demo)" },
] as const;

export async function seedDemoBlocks(db: Db, now: Date = new Date()): Promise<{ inserted: boolean }> {
  const already = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_BLOCKS_SEED_NAME)).limit(1);
  if (already.length > 0) return { inserted: false };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_BLOCKS_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: false };
    const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.code, "IST"));
    if (!office) return { inserted: false };
    // In-service IST cars of models with at least three such cars there, newest first.
    const candidates = await tx
      .select({ id: units.id })
      .from(units)
      .where(
        and(
          eq(units.homeOfficeId, office.id),
          eq(units.inService, true),
          sql`(select count(*) from units o where o.model_id = ${units.modelId} and o.home_office_id = ${office.id} and o.in_service) >= 3`,
        ),
      )
      .orderBy(desc(units.id));
    const today = istanbulDate(now);
    const used = new Set<number>();
    for (const block of demoBlocks) {
      const first = addDays(today, block.fromDays);
      const range = periodRange(blockPeriod(first, addDays(first, block.days - 1)));
      for (const unit of candidates) {
        if (used.has(unit.id)) continue;
        const busy = await tx.execute(sql`
          select 1 from reservations r where r.unit_id = ${unit.id}
            and r.status in ('pending_payment', 'confirmed', 'active') and r.held && ${range}::tstzrange`);
        if ((busy as unknown as { rows: unknown[] }).rows.length > 0) continue;
        await tx.insert(unitBlocks).values({ unitId: unit.id, kind: block.kind, period: range, note: block.note });
        used.add(unit.id);
        break;
      }
    }
    return { inserted: true };
  });
}
