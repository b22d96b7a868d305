// Damage on a car (issue 27 item 3, decision 0078): a zone of the car's outline, a kind and a size.
// A damage belongs to the car and stays open until staff close it (repaired). What an inspection at
// return finds is new only when it was not already open at the hand-over.

export const DAMAGE_ZONES = ["front", "rear", "left", "right", "roof", "wheels", "glass", "interior"] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

export const DAMAGE_KINDS = ["scratch", "dent", "crack", "chip", "missing", "stain", "other"] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const MAX_DAMAGE_CM = 500;

export type DamageReport = { zone: DamageZone; kind: DamageKind; sizeCm: number };
export type OpenDamage = DamageReport & { id: number; foundAt: Date; closedAt: Date | null };

export const isZone = (v: string): v is DamageZone => (DAMAGE_ZONES as readonly string[]).includes(v);
export const isKind = (v: string): v is DamageKind => (DAMAGE_KINDS as readonly string[]).includes(v);

/** The damages of a car open at instant `at`: found by then and not closed by then. */
export function openAt<T extends Pick<OpenDamage, "foundAt" | "closedAt">>(damages: readonly T[], at: Date): T[] {
  const t = at.getTime();
  return damages.filter((d) => d.foundAt.getTime() <= t && (d.closedAt === null || d.closedAt.getTime() > t));
}

/**
 * The open damage a reported one is (same zone and kind, and not bigger than it was), or null when
 * the report is a new damage. `sameAs` is the agent's own choice of an open damage, when given; it
 * counts only for a damage that was open at the hand-over.
 */
export function matchOpenDamage<T extends OpenDamage>(
  report: DamageReport & { sameAs?: number | null },
  openAtHandover: readonly T[],
): T | null {
  if (report.sameAs != null) {
    const chosen = openAtHandover.find((d) => d.id === report.sameAs);
    if (chosen) return chosen;
  }
  return (
    openAtHandover.find((d) => d.zone === report.zone && d.kind === report.kind && report.sizeCm <= d.sizeCm) ?? null
  );
}

/** Splits what the return inspection found into new damages and damages already open at hand-over. */
export function splitReturnDamages<R extends DamageReport & { sameAs?: number | null }, T extends OpenDamage>(
  reports: readonly R[],
  openAtHandover: readonly T[],
): { fresh: R[]; known: { report: R; damage: T }[] } {
  const fresh: R[] = [];
  const known: { report: R; damage: T }[] = [];
  const used = new Set<number>();
  for (const report of reports) {
    const match = matchOpenDamage(
      report,
      openAtHandover.filter((d) => !used.has(d.id)),
    );
    if (match) {
      used.add(match.id);
      known.push({ report, damage: match });
    } else fresh.push(report);
  }
  return { fresh, known };
}
