import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  auditActionKey,
  auditActions,
  auditChanges,
  auditRecordKinds,
  auditRecordPath,
  auditValueKind,
  isAuditAction,
  isAuditRecordKind,
} from "./audit-trail.ts";

const servicesDir = join(import.meta.dirname, "..", "..", "server", "services");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.server\.ts$/.test(entry.name) ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the audit log's action and record kinds", () => {
  const code = sources(servicesDir).join("\n");

  it("lists every action a service writes (literal actions on lines that name an action)", () => {
    const written = new Set<string>();
    for (const line of code.split("\n")) {
      if (!/\baction\b/.test(line)) continue;
      for (const [, value] of line.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)) if (value) written.add(value);
    }
    // The content editors build theirs from the publishing intent (`content_article.${...}`).
    expect(code).toContain("`content_article.${");
    expect(code).toContain("`content_listing.${");
    for (const intent of ["create", "update", "publish", "schedule", "unpublish"]) {
      written.add(`content_article.${intent}`);
      written.add(`content_listing.${intent}`);
    }
    expect(written.size).toBeGreaterThan(50);
    expect([...written].filter((action) => !isAuditAction(action))).toEqual([]);
    // And nothing listed that no service writes.
    expect(auditActions.filter((action) => !written.has(action))).toEqual([]);
  });

  it("lists every record kind a service writes", () => {
    const written = new Set<string>();
    for (const [, value] of code.matchAll(/entityType: (?:[^"\n]*\? )?"([a-z_]+)"(?: : "([a-z_]+)")?/g))
      if (value) written.add(value);
    for (const [, , other] of code.matchAll(/entityType: [^"\n]*\? "[a-z_]+" : "([a-z_]+)"/g))
      if (other) written.add(other);
    for (const [, a, b] of code.matchAll(/\? "(blog_post|trip_place)" : "(news_item|faq_entry)"/g)) {
      if (a) written.add(a);
      if (b) written.add(b);
    }
    expect([...written].filter((kind) => !isAuditRecordKind(kind))).toEqual([]);
    expect(auditRecordKinds.filter((kind) => !written.has(kind))).toEqual([]);
  });

  it("names each action's message key in camel case, one key per action", () => {
    expect(auditActionKey("unit.block.add")).toBe("unitBlockAdd");
    expect(auditActionKey("reservation.no_show")).toBe("reservationNoShow");
    expect(new Set(auditActions.map(auditActionKey)).size).toBe(auditActions.length);
  });
});

describe("auditChanges", () => {
  it("keeps only the fields that changed, in the order they appear", () => {
    expect(
      auditChanges(
        { open24h: false, turnaroundMinutes: 60, hours: [{ open: "08:00" }] },
        { open24h: false, turnaroundMinutes: 90, hours: [{ open: "09:00" }] },
      ),
    ).toEqual([
      { field: "turnaroundMinutes", before: 60, after: 90 },
      { field: "hours", before: [{ open: "08:00" }], after: [{ open: "09:00" }] },
    ]);
  });

  it("lists every field of a created record, and fields only one side has", () => {
    expect(auditChanges(null, { code: "YAZ", priceKurus: 100 })).toEqual([
      { field: "code", before: null, after: "YAZ" },
      { field: "priceKurus", before: null, after: 100 },
    ]);
    expect(auditChanges({ status: "confirmed" }, { odometerKm: 12000 })).toEqual([
      { field: "odometerKm", before: null, after: 12000 },
      { field: "status", before: "confirmed", after: null },
    ]);
  });

  it("finds nothing when nothing changed or the snapshots are not objects", () => {
    expect(auditChanges({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges("x", [1])).toEqual([]);
  });
});

describe("auditValueKind", () => {
  it("tells money, rates, instants, days, yes/no, lists and text apart", () => {
    expect(auditValueKind("priceKurus", 123450)).toBe("money");
    expect(auditValueKind("price", 123450)).toBe("text");
    expect(auditValueKind("payNowDiscountBp", 500)).toBe("basisPoints");
    expect(auditValueKind("retiredAt", "2026-11-28T09:30:00.000Z")).toBe("instant");
    expect(auditValueKind("validFrom", "2026-12-01")).toBe("day");
    expect(auditValueKind("inService", false)).toBe("boolean");
    expect(auditValueKind("officeIds", [1, 2])).toBe("list");
    expect(auditValueKind("photo", { width: 1 })).toBe("object");
    expect(auditValueKind("plate", "34 ABC 123")).toBe("text");
    expect(auditValueKind("note", null)).toBe("empty");
    expect(auditValueKind("note", "")).toBe("empty");
  });
});

describe("auditRecordPath", () => {
  it("links each record kind to its staff page, a reservation by its number", () => {
    expect(auditRecordPath("reservation", "0b6e…", "YLD-1234567")).toBe("/yonetim/rezervasyonlar/YLD-1234567");
    expect(auditRecordPath("reservation", "0b6e…", null)).toBeNull();
    expect(auditRecordPath("office", "3", null)).toBe("/yonetim/subeler/3");
    expect(auditRecordPath("model", "7", null)).toBe("/yonetim/modeller/7");
    expect(auditRecordPath("campaign", "2", null)).toBe("/yonetim/kampanyalar/2");
    expect(auditRecordPath("page", "rental-terms", null)).toBe("/yonetim/icerik/metin/rental-terms");
    expect(auditRecordPath("one_way_fee", "1-2", null)).toBe("/yonetim/fiyatlar/tek-yon");
    expect(auditRecordPath("something_else", "1", null)).toBeNull();
    for (const kind of auditRecordKinds) {
      const path = auditRecordPath(kind, "1", "YLD-1");
      expect(path, kind).toMatch(/^\/yonetim(\/[\w%-]+)*$/);
    }
  });
});
