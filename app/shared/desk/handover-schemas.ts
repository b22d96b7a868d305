// The hand-over's drivers and the inspections' damage rows (decision 0078), shared by the desk pages
// (client-side checks) and their actions. Dates are typed "gg.aa.yyyy"; error messages are catalog
// keys (handover.errors.*). The photos travel in the same multipart form and are read by the action.
import { DAMAGE_KINDS, DAMAGE_ZONES, MAX_DAMAGE_CM } from "#app/domain/handover/damages.ts";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import { z } from "#app/shared/validation/zod.ts";

const required = "handover.errors.required";

/** Damage rows on the inspection forms. */
export const DAMAGE_ROWS = 3;

const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, "handover.errors.invalid");

/** "gg.aa.yyyy" -> "yyyy-mm-dd". */
const day = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .regex(/^\d{2}\.\d{2}\.\d{4}$/, "handover.errors.date")
  .transform((v) => {
    const [d, m, y] = v.split(".");
    return `${y}-${m}-${d}`;
  });

export const driverSchema = z
  .object({
    firstName: text(60),
    lastName: text(60),
    licenceNumber: text(30),
    licenceClass: text(20),
    licenceCountry: text(2).regex(/^[A-Za-z]{2}$/, "handover.errors.countryInvalid"),
    licenceIssued: day,
    licenceExpires: day,
    idKind: z.enum(["tckn", "passport"], { error: required }),
    idNumber: text(20),
    idCountry: z.string().trim().max(2, "handover.errors.countryInvalid").optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.idKind === "passport" && !/^[A-Za-z]{2}$/.test(v.idCountry)) {
      ctx.addIssue({ code: "custom", path: ["idCountry"], message: "handover.errors.countryInvalid" });
    }
  });

export const damageRowSchema = z
  .object({
    zone: z
      .union([z.enum(DAMAGE_ZONES), z.literal("")])
      .optional()
      .default(""),
    kind: z
      .union([z.enum(DAMAGE_KINDS), z.literal("")])
      .optional()
      .default(""),
    sizeCm: z.string().trim().optional().default(""),
    note: z.string().trim().max(500, "handover.errors.invalid").optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.zone && !v.kind && !v.sizeCm && !v.note) return;
    if (!v.zone) ctx.addIssue({ code: "custom", path: ["zone"], message: required });
    if (!v.kind) ctx.addIssue({ code: "custom", path: ["kind"], message: required });
    const size = Number(v.sizeCm);
    if (!/^\d{1,3}$/.test(v.sizeCm) || size < 1 || size > MAX_DAMAGE_CM) {
      ctx.addIssue({ code: "custom", path: ["sizeCm"], message: "handover.errors.damageSize" });
    }
  });

export const inspectionFields = {
  damages: z.array(damageRowSchema).max(DAMAGE_ROWS).optional().default([]),
};

export const driverFields = {
  drivers: z.array(driverSchema, { error: required }).min(1, required).max(10),
};

export type DamageRowValue = z.infer<typeof damageRowSchema>;

/** The filled damage rows with their row numbers (the photos are named by row). */
export function filledDamages(rows: readonly DamageRowValue[]) {
  return rows.flatMap((d, row) =>
    d.zone && d.kind ? [{ row, zone: d.zone, kind: d.kind, sizeCm: Number(d.sizeCm), note: d.note }] : [],
  );
}

export function driversOf(rows: readonly z.infer<typeof driverSchema>[]): DriverIdentity[] {
  return rows.map((d) => ({ ...d, idCountry: d.idCountry ?? "" }));
}

/** The photo inputs' names: one per damage row. */
export const photoFieldName = (row: number) => `damages[${row}].photo`;

/** A service's field path ("drivers.0.licenceExpires") as the form's field name ("drivers[0].licenceExpires"). */
export function formFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The page address of a stored damage photo's key ("damage/yyyy/mm/<uuid>.jpg"). */
export function damagePhotoHref(key: string): string {
  return `/yonetim/hasar-fotograflari/${key.slice("damage/".length)}`;
}
