import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { docxEntries, realDocx, windowsExecutable, zip } from "#tests/support/cv-samples.ts";
import {
  containsWindowsExecutable,
  isExecutableEntry,
  readZipDirectory,
  startsLikeExecutable,
} from "./zip-directory.ts";

const text = (s: string) => new TextEncoder().encode(s);

describe("readZipDirectory", () => {
  it("lists a real archive's entries with where their data is", () => {
    const docx = realDocx({ store: true });
    const entries = readZipDirectory(docx);
    expect(entries?.map((e) => e.name)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    const doc = entries?.[2];
    expect(
      new TextDecoder().decode(docx.subarray(doc?.dataOffset, (doc?.dataOffset ?? 0) + (doc?.compressedSize ?? 0))),
    ).toContain("<w:document");
    expect(readZipDirectory(realDocx())?.every((e) => e.method === 8)).toBe(true);
  });

  it("refuses truncated archives, escaping or duplicate names and encrypted entries", () => {
    const docx = realDocx();
    for (let cut = 1; cut < docx.length; cut += 37) expect(readZipDirectory(docx.slice(0, cut))).toBeNull();
    expect(readZipDirectory(docx.slice(0, docx.length - 1))).toBeNull();
    for (const name of ["../evil.xml", "/etc/passwd", "word\\document.xml", "C:/x.xml", "a/../../b"]) {
      expect(readZipDirectory(zip([{ name, data: text("x") }])), name).toBeNull();
    }
    expect(readZipDirectory(zip([...docxEntries(), docxEntries()[2] ?? { name: "", data: text("") }]))).toBeNull();
    const encrypted = zip([{ name: "word/document.xml", data: text("<x/>"), store: true }]);
    encrypted[6] = 0x01; // general purpose flag bit 0 in the local header...
    const central = encrypted.findLastIndex(
      (_, i) => encrypted[i] === 0x50 && encrypted[i + 1] === 0x4b && encrypted[i + 2] === 0x01,
    );
    encrypted[central + 8] = 0x01; // ...and in the central directory
    expect(readZipDirectory(encrypted)).toBeNull();
  });

  it("refuses entries whose data runs into another entry (one file hidden inside another)", () => {
    const archive = zip([
      { name: "a.xml", data: text("<a/>"), store: true },
      { name: "b.xml", data: text("<b/>"), store: true },
    ]);
    expect(readZipDirectory(archive)).not.toBeNull();
    const first = archive.findIndex(
      (b, i) => b === 0x50 && archive[i + 1] === 0x4b && archive[i + 2] === 0x01 && archive[i + 3] === 0x02,
    );
    // a.xml claims 40 bytes: its data now covers b.xml's local header.
    archive.set([40, 0, 0, 0, 40, 0, 0, 0], first + 20);
    expect(readZipDirectory(archive)).toBeNull();
  });

  it("never throws on random bytes after a ZIP signature (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1024 }), (tail) => {
        const bytes = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...tail]);
        expect(() => readZipDirectory(bytes)).not.toThrow();
      }),
    );
  });
});

describe("executables", () => {
  it("knows program and macro parts by name, in any case or folder", () => {
    for (const name of [
      "word/evil.exe",
      "X.DLL",
      "a/b/c.Bat",
      "run.ps1",
      "word/vbaProject.bin",
      "x.jar",
      "y.js",
      "z.msi",
    ]) {
      expect(isExecutableEntry(name), name).toBe(true);
    }
    for (const name of ["word/document.xml", "word/media/image1.png", "docProps/core.xml", "exe", "word/exe.xml"]) {
      expect(isExecutableEntry(name), name).toBe(false);
    }
  });

  it("knows programs by their first bytes and finds a Windows program anywhere in a file", () => {
    const exe = windowsExecutable();
    expect(startsLikeExecutable(exe)).toBe(true);
    expect(startsLikeExecutable(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe(true);
    expect(startsLikeExecutable(text("#!/bin/sh\n"))).toBe(true);
    expect(startsLikeExecutable(text("<?xml version"))).toBe(false);
    const inside = new Uint8Array(10_000);
    inside.set(exe, 4321);
    expect(containsWindowsExecutable(inside)).toBe(true);
    // "MZ" alone (it occurs by chance in any binary) is not a program.
    expect(containsWindowsExecutable(text("MZ".repeat(500)))).toBe(false);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
        if (containsWindowsExecutable(bytes)) {
          const text = Buffer.from(bytes).toString("latin1");
          expect(text.includes("MZ") && text.includes("PE\0\0")).toBe(true);
        }
      }),
    );
  });
});
