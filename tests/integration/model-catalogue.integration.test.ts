// Models, classes and model photos in the back office (docs/decisions/0051) against
// a real database: an upload becomes AVIF/WebP/JPEG variants in the shared file storage, served with
// the right type; every change writes its audit entry (before and after) and marks the fleet changed
// in the same transaction; refused files change nothing; only admins edit the catalogue.
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffImage } from "#app/domain/fleet/model-image.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, storedFiles, vehicleModelImages } from "#app/server/db/schema.ts";
import { listFleet } from "#app/server/repositories/fleet.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { modelPhotoFile } from "#app/server/services/model-photo-files.server.ts";
import { removeModelPhoto, saveModelPhoto } from "#app/server/services/staff/model-images.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { catalogueModels, saveClass, saveModel } from "#app/server/services/staff/vehicle-catalogue.server.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const agent: StaffActor = { id: "s-agent", name: "Ayşe", email: "ay@yolda.test", role: "office", officeIds: [1] };
const log = { warn: () => undefined };
const deps = () => ({ db, storage: postgresFileStorage(db), log });

/** A small generated photo: a blue car-ish band on white, as PNG (or another format). */
async function photo(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Uint8Array> {
  const band = await sharp({
    create: { width: Math.round(width * 0.8), height: Math.round(height / 3), channels: 3, background: "#1d4ed8" },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).composite([
    { input: band, gravity: "centre" },
  ]);
  return new Uint8Array(await (format === "png" ? image.png() : image.jpeg()).toBuffer());
}

const fleetVersion = async () => (await readPublicVersions(db)).get("fleet") ?? 0;
const auditFor = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);
const filesOf = (modelId: number) =>
  db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(like(storedFiles.key, `models/${modelId}/%`))
    .orderBy(storedFiles.key);

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("a model's photo", () => {
  it("is made into AVIF, WebP and JPEG at each width up to the original's, served with the right type", async () => {
    const before = await fleetVersion();
    const saved = await saveModelPhoto(deps(), admin, f.clio, {
      bytes: await photo(1200, 600),
      altTr: "Beyaz Renault Clio, yandan",
      altEn: "White Renault Clio, side view",
    });
    expect(saved).toEqual({ ok: true, done: "uploaded" });
    const [row] = await db.select().from(vehicleModelImages).where(eq(vehicleModelImages.modelId, f.clio));
    expect(row).toMatchObject({ width: 1200, height: 600, widths: [480, 960], uploadedBy: admin.id });
    const files = await filesOf(f.clio);
    expect(files.map((x) => x.key.split("/").at(-1))).toEqual([
      "480.avif",
      "480.jpg",
      "480.webp",
      "960.avif",
      "960.jpg",
      "960.webp",
    ]);
    const version = row?.version ?? "";
    for (const [file, type, kind] of [
      ["960.avif", "image/avif", "avif"],
      ["960.webp", "image/webp", "webp"],
      ["480.jpg", "image/jpeg", "jpeg"],
    ] as const) {
      const served = await modelPhotoFile(postgresFileStorage(db), { modelId: String(f.clio), version, file });
      expect(served?.contentType).toBe(type);
      expect(sniffImage(served?.bytes ?? new Uint8Array())).toBe(kind);
      expect(served?.etag).toBe(`"${version}-${file.replace(".", "-")}"`);
      const meta = await sharp(served?.bytes).metadata();
      expect(meta.width).toBe(Number(file.split(".")[0]));
    }
    // A width that was not made (the original is narrower than 1440) and a made-up version are 404s.
    expect(await modelPhotoFile(postgresFileStorage(db), { modelId: String(f.clio), version, file: "1440.avif" })).toBe(
      null,
    );
    expect(
      await modelPhotoFile(postgresFileStorage(db), {
        modelId: String(f.clio),
        version: "0000000000000000",
        file: "480.avif",
      }),
    ).toBe(null);

    const [entry] = await auditFor(f.clio);
    expect(entry).toMatchObject({ action: "vehicle_model.photo", actorId: admin.id, before: { photo: null } });
    expect(entry?.after).toMatchObject({
      photo: { version, widths: [480, 960], altEn: "White Renault Clio, side view" },
    });
    expect(await fleetVersion()).toBe(before + 1);

    const fleet = await listFleet(db, "en");
    const clio = fleet.find((m) => m.id === f.clio);
    expect(clio?.photo).toEqual({ modelId: f.clio, version, width: 1200, height: 600, widths: [480, 960] });
    expect(clio?.photoAlt).toBe("White Renault Clio, side view");
    expect(fleet.find((m) => m.id === f.egea)?.photo).toBeNull();
  });

  it("replaced: the new variants are served, the old ones deleted, the audit shows both versions", async () => {
    const [old] = await db.select().from(vehicleModelImages).where(eq(vehicleModelImages.modelId, f.clio));
    const saved = await saveModelPhoto(deps(), admin, f.clio, {
      bytes: await photo(1600, 900, "jpeg"),
      altTr: "Renault Clio",
      altEn: "Renault Clio",
    });
    expect(saved.ok).toBe(true);
    const [row] = await db.select().from(vehicleModelImages).where(eq(vehicleModelImages.modelId, f.clio));
    expect(row?.version).not.toBe(old?.version);
    expect(row?.widths).toEqual([480, 960, 1440]);
    const files = await filesOf(f.clio);
    expect(files).toHaveLength(9);
    expect(files.every((x) => x.key.includes(`/${row?.version}/`))).toBe(true);
    const last = (await auditFor(f.clio)).at(-1);
    expect(last?.before).toMatchObject({ photo: { version: old?.version } });
    expect(last?.after).toMatchObject({ photo: { version: row?.version } });
  });

  it("keeps its files when only the descriptions change, and records the texts before and after", async () => {
    const saved = await saveModelPhoto(deps(), admin, f.clio, {
      bytes: null,
      altTr: "Kırmızı Renault Clio",
      altEn: "Red Renault Clio",
    });
    expect(saved).toEqual({ ok: true, done: "altSaved" });
    const last = (await auditFor(f.clio)).at(-1);
    expect(last).toMatchObject({
      action: "vehicle_model.photo_alt",
      before: { altTr: "Renault Clio", altEn: "Renault Clio" },
      after: { altTr: "Kırmızı Renault Clio", altEn: "Red Renault Clio" },
    });
    expect(await filesOf(f.clio)).toHaveLength(9);
  });

  it("refuses what is not a usable photo, storing and recording nothing", async () => {
    const auditBefore = (await auditFor(f.egea)).length;
    const versionBefore = await fleetVersion();
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF");
    const cases: Array<[Uint8Array, string]> = [
      [pdf, "notImage"],
      [await photo(400, 300), "tooSmall"],
      [(await photo(800, 400)).subarray(0, 120), "unreadable"],
      [new Uint8Array(), "empty"],
    ];
    for (const [bytes, reason] of cases) {
      expect(await saveModelPhoto(deps(), admin, f.egea, { bytes, altTr: "x", altEn: "x" })).toEqual({
        ok: false,
        reason,
      });
    }
    // Without a photo on file, descriptions alone are not enough.
    expect(await saveModelPhoto(deps(), admin, f.egea, { bytes: null, altTr: "x", altEn: "x" })).toEqual({
      ok: false,
      reason: "imageRequired",
    });
    expect(await filesOf(f.egea)).toEqual([]);
    expect(await auditFor(f.egea)).toHaveLength(auditBefore);
    expect(await fleetVersion()).toBe(versionBefore);
  });

  it("removed: the row and every file go, the fleet shows the illustration again", async () => {
    const before = await fleetVersion();
    expect(await removeModelPhoto(deps(), admin, f.clio)).toEqual({ ok: true, done: "removed" });
    expect(await filesOf(f.clio)).toEqual([]);
    expect((await listFleet(db, "tr")).find((m) => m.id === f.clio)?.photo).toBeNull();
    const last = (await auditFor(f.clio)).at(-1);
    expect(last).toMatchObject({ action: "vehicle_model.photo_remove", after: { photo: null } });
    expect(await fleetVersion()).toBe(before + 1);
    expect(await removeModelPhoto(deps(), admin, f.clio)).toEqual({ ok: true, done: "unchanged" });
  });
});

describe("a model's and a class's fields", () => {
  it("saves the changed fields with only them, before and after, in the audit log", async () => {
    const models = await catalogueModels(db, admin);
    const egea = models.find((m) => m.id === f.egea);
    expect(egea).toBeDefined();
    const before = await fleetVersion();
    const base = {
      classId: f.economy,
      brand: "Fiat",
      model: "Egea",
      year: 2025,
      bodyType: "hatchback" as const,
      fuel: "gasoline" as const,
      transmission: "manual" as const,
      colour: "white",
      doors: 5,
      adults: 5,
      luggage: 2,
      airbags: 6,
      consumptionX10: 52,
      powerHp: 90,
      kmLimitPerDay: 300,
      minAge: 21,
      licenceYears: 2,
      depositKurus: 500_000,
      memberDiscountPct: 5,
      tankLitres: 50,
      extraKmKurus: 500,
      active: true,
    };
    expect(await saveModel(db, admin, f.egea, { ...base, doors: 4, depositKurus: 750_050 })).toEqual({
      ok: true,
      changed: true,
    });
    const last = (await auditFor(f.egea)).at(-1);
    expect(last).toMatchObject({
      action: "vehicle_model.update",
      entityType: "vehicle_model",
      before: { doors: 5, depositKurus: 500_000 },
      after: { doors: 4, depositKurus: 750_050 },
    });
    expect(Object.keys(last?.after as object).sort()).toEqual(["depositKurus", "doors"]);
    expect(await fleetVersion()).toBe(before + 1);
    // The same values again: nothing written, nothing marked.
    const count = (await auditFor(f.egea)).length;
    expect(await saveModel(db, admin, f.egea, { ...base, doors: 4, depositKurus: 750_050 })).toEqual({
      ok: true,
      changed: false,
    });
    expect(await auditFor(f.egea)).toHaveLength(count);
    expect(await fleetVersion()).toBe(before + 1);
    expect(await saveModel(db, admin, f.egea, { ...base, classId: 999_999 })).toEqual({
      ok: false,
      reason: "classNotFound",
    });
    expect(await saveModel(db, admin, 999_999, base)).toEqual({ ok: false, reason: "notFound" });
  });

  it("saves a class's names and descriptions in both languages", async () => {
    const saved = await saveClass(db, admin, f.economy, {
      nameTr: "Ekonomik",
      nameEn: "Economy cars",
      descriptionTr: "Şehir içi için",
      descriptionEn: "For the city",
      sort: 1,
    });
    expect(saved).toEqual({ ok: true, changed: true });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityType, "vehicle_class"));
    expect(entry?.before).toEqual({ nameEn: "Economy", descriptionTr: "", descriptionEn: "" });
    expect(entry?.after).toEqual({
      nameEn: "Economy cars",
      descriptionTr: "Şehir içi için",
      descriptionEn: "For the city",
    });
    expect((await listFleet(db, "en")).find((m) => m.id === f.egea)?.className).toBe("Economy cars");
  });

  it("is the admins' only: office staff (who manage their units) are refused everything", async () => {
    await expect(catalogueModels(db, agent)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(
      saveClass(db, agent, f.economy, { nameTr: "x", nameEn: "x", descriptionTr: "", descriptionEn: "", sort: 1 }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(
      saveModelPhoto(deps(), agent, f.egea, { bytes: await photo(600, 300), altTr: "x", altEn: "x" }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(removeModelPhoto(deps(), agent, f.egea)).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await filesOf(f.egea)).toEqual([]);
  });
});
