// The price list's one-value settings (docs/decisions/0055): today the pay-now discount. One row,
// id 1, created by migration 0033; a database without it reads the default.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_PAY_NOW_DISCOUNT_BP } from "#app/domain/pricing/pay-now.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { pricingSettings } from "#app/server/db/schema.ts";

/** The pay-now discount new quotes are made with, in basis points. */
export async function readPayNowDiscountBp(db: Db): Promise<number> {
  const [row] = await db
    .select({ bp: pricingSettings.payNowDiscountBp })
    .from(pricingSettings)
    .where(eq(pricingSettings.id, 1));
  return row?.bp ?? DEFAULT_PAY_NOW_DISCOUNT_BP;
}

/** The current value, read `for update` so the audit entry's "before" is what the change replaced. */
export async function lockPayNowDiscountBp(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ bp: pricingSettings.payNowDiscountBp })
    .from(pricingSettings)
    .where(eq(pricingSettings.id, 1))
    .for("update");
  return row?.bp ?? DEFAULT_PAY_NOW_DISCOUNT_BP;
}

export async function setPayNowDiscountBp(tx: Db, bp: number, now: Date): Promise<void> {
  await tx
    .insert(pricingSettings)
    .values({ id: 1, payNowDiscountBp: bp, updatedAt: now })
    .onConflictDoUpdate({
      target: pricingSettings.id,
      set: { payNowDiscountBp: bp, updatedAt: sql`excluded.updated_at` },
    });
}
