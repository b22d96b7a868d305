import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine } from "./ics.server.ts";

describe("ics", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a character, and unfolding gives the line back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const folded = foldIcsLine(`DESCRIPTION:${text}`);
        for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${text}`);
      }),
    );
  });

  it("writes Istanbul wall times with a VTIMEZONE and ends every line with CRLF", () => {
    const ics = buildIcs(
      [
        {
          uid: "YLD-7K3M9QX-pickup@yolda.com.tr",
          start: new Date("2027-07-01T07:30:00Z"),
          minutes: 30,
          summary: "Araç alışı YLD-7K3M9QX",
          location: "İstanbul Havalimanı, Terminal 1; Kat -2",
          description: "Renault Clio, Ekonomik",
        },
      ],
      new Date("2027-06-01T12:00:00Z"),
    );
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("TZID:Europe/Istanbul\r\n");
    expect(ics).toContain("DTSTART;TZID=Europe/Istanbul:20270701T103000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Istanbul:20270701T110000\r\n");
    expect(ics).toContain("DTSTAMP:20270601T120000Z\r\n");
    expect(ics).toContain("LOCATION:İstanbul Havalimanı\\, Terminal 1\\; Kat -2\r\n");
  });
});
