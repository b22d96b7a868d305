// The server half the hand-over and return pages share for their drivers and inspection parts
// (decisions 0078 and 0079): the form's defaults and open damages, reading the photos of a
// multipart submission into the shared file storage, and a service's refusal as field errors.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import type { OpenDamageView } from "#app/features/desk/inspection/inspection-fieldset.tsx";
import type { PageContext } from "#app/server/page.server.ts";
import type { DeskRefusal } from "#app/server/services/desk/desk-common.server.ts";
import {
  type DamageInput,
  handoverFormView,
  storeDamagePhotos,
} from "#app/server/services/desk/handover-record.server.ts";
import type { DeskView } from "#app/server/services/desk/desk-view.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";
import {
  DAMAGE_ROWS,
  damagePhotoHref,
  type DamageRowValue,
  filledDamages,
  formFieldName,
  photoFieldName,
} from "#app/shared/desk/handover-schemas.ts";
import { localDateTime } from "./desk-page.server.ts";

const localDay = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
};

const driverDefaults = (d: DriverIdentity) => ({
  ...d,
  licenceIssued: localDay(d.licenceIssued),
  licenceExpires: localDay(d.licenceExpires),
});

/** The drivers' defaults (recorded ones, or the booking's driver), the open damages and empty damage rows. */
export async function inspectionPageData(ctx: PageContext, view: DeskView) {
  const r = view.reservation;
  const form = await handoverFormView(ctx.db, r);
  const wanted = 1 + form.additionalBooked;
  const drivers: Record<string, string>[] = form.drivers.length
    ? form.drivers.map(driverDefaults)
    : [
        {
          firstName: r.driver.firstName,
          lastName: r.driver.lastName,
          idKind: r.driver.tckn ? "tckn" : r.driver.passport ? "passport" : "",
          idNumber: r.driver.tckn ?? r.driver.passport ?? "",
          licenceCountry: "TR",
        },
      ];
  while (drivers.length < wanted) drivers.push({});
  const openDamages: OpenDamageView[] = form.openDamages.map((d) => ({
    id: d.id,
    zone: d.zone,
    kind: d.kind,
    sizeCm: d.sizeCm,
    note: d.note,
    foundAt: localDateTime(d.foundAt),
    photos: d.photos.map((p) => damagePhotoHref(p.key)),
  }));
  return {
    drivers,
    damages: Array.from({ length: DAMAGE_ROWS }, () => ({})),
    openDamages,
  };
}

/** The filled damage rows with their photos stored, or the row whose photo was refused. */
export async function damagesWithPhotos(ctx: PageContext, formData: FormData, rows: readonly DamageRowValue[]) {
  const filled = filledDamages(rows);
  const files = filled.map((d) =>
    formData.getAll(photoFieldName(d.row)).filter((f): f is File => f instanceof File && f.size > 0),
  );
  const bytes = await Promise.all(
    files.map((list) => Promise.all(list.map(async (f) => new Uint8Array(await f.arrayBuffer())))),
  );
  const stored = await storeDamagePhotos(createFileStorage(ctx.services.env, ctx.db), bytes, new Date());
  if (!stored.ok) {
    const n = Number(/^damages\.(\d+)/.exec(stored.field)?.[1] ?? 0);
    return {
      ok: false as const,
      field: `damages[${filled[n]?.row ?? 0}].photo`,
      code: `handover.errors.${stored.code}`,
    };
  }
  return {
    ok: true as const,
    damages: filled.map((d, n) => ({
      zone: d.zone,
      kind: d.kind,
      sizeCm: d.sizeCm,
      note: d.note,
      photos: stored.photos[n] ?? [],
    })),
    rows: filled.map((d) => d.row),
  };
}

/** A drivers/damages refusal from the service as a field error on the form; null for other refusals. */
export function inspectionRefusal(
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  result: DeskRefusal,
  damageRows: readonly number[],
) {
  if (result.reason !== "invalid") return null;
  const m = /^(drivers|damages)\.(\d+)\.(\w+)$/.exec(result.field);
  if (!m) return null;
  const index = m[1] === "damages" ? (damageRows[Number(m[2])] ?? Number(m[2])) : Number(m[2]);
  const field = formFieldName(`${m[1]}.${index}.${m[3]}`);
  return data(
    { reply: reply({ fieldErrors: { [field]: [`handover.errors.${result.code}`] } }), notice: null },
    { status: 400 },
  );
}

/**
 * The return inspection between the charges' preview and its confirmation (decisions 0078, 0081):
 * the photos are stored when the preview is asked for, and the inspection rides along in one
 * hidden field signed with the session secret, so what is confirmed is what was previewed and
 * nobody can slip other photos or rows in.
 */
export function carryInspection(damages: readonly DamageInput[], secret: string): string {
  const body = Buffer.from(JSON.stringify(damages), "utf8").toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(`inspection:${body}`).digest("base64url")}`;
}

/** The carried inspection's damages, or null when the field was altered. */
export function readCarriedInspection(value: string, secret: string): DamageInput[] | null {
  const dot = value.lastIndexOf(".");
  if (dot < 0) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(`inspection:${body}`).digest("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return Array.isArray(parsed) ? (parsed as DamageInput[]) : null;
  } catch {
    return null;
  }
}
