import { describe, expect, it } from "vitest";
import { buildCc5Xml, decodeXmlBytes, escapeXmlText, parseCc5Xml } from "./estv3-xml.server.ts";

describe("CC5 XML", () => {
  it("escapes markup and writes Turkish letters as ISO-8859-9 bytes", () => {
    const bytes = buildCc5Xml("CC5Request", [["Name", "a&b<c>\"d'ğış"]]);
    const raw = Buffer.from(bytes);
    expect(raw.toString("latin1")).toContain("<Name>a&amp;b&lt;c&gt;&quot;d&apos;");
    // ğ=0xF0, ı=0xFD, ş=0xFE in ISO-8859-9.
    expect(raw.includes(Buffer.from([0xf0, 0xfd, 0xfe]))).toBe(true);
    expect(raw.toString("latin1")).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-9"\?>/);
  });

  it("round-trips values through bytes, including characters ISO-8859-9 lacks", () => {
    const value = "Çağrı & Şule <ok> € 😀 İı";
    const bytes = buildCc5Xml("CC5Response", [
      ["ErrMsg", value],
      ["Extra", [["TRXDATE", "20250630 12:00:00"]]],
    ]);
    const doc = parseCc5Xml(decodeXmlBytes(bytes), "CC5Response");
    expect(doc?.fields.get("ErrMsg")).toBe(value);
    expect(doc?.extra.get("TRXDATE")).toBe("20250630 12:00:00");
  });

  it("keeps codes as text (leading zeros survive)", () => {
    const doc = parseCc5Xml(
      "<CC5Response><ProcReturnCode>00</ProcReturnCode><Total>0100.50</Total></CC5Response>",
      "CC5Response",
    );
    expect(doc?.fields.get("ProcReturnCode")).toBe("00");
    expect(doc?.fields.get("Total")).toBe("0100.50");
  });

  it("refuses control characters and bad element names when writing", () => {
    expect(() => escapeXmlText("a\u0000b")).toThrow(RangeError);
    expect(() => buildCc5Xml("CC5Request", [["bad name", "x"]])).toThrow(RangeError);
  });

  it("returns null for malformed documents, DTDs, another root or repeated elements", () => {
    expect(parseCc5Xml("<CC5Response><A>1</CC5Response>", "CC5Response")).toBeNull();
    expect(
      parseCc5Xml('<!DOCTYPE x [<!ENTITY e "boom">]><CC5Response><A>&e;</A></CC5Response>', "CC5Response"),
    ).toBeNull();
    expect(parseCc5Xml("<CC5Request><A>1</A></CC5Request>", "CC5Response")).toBeNull();
    expect(parseCc5Xml("<CC5Response><A>1</A><A>2</A></CC5Response>", "CC5Response")).toBeNull();
  });

  it("decodes by the XML declaration, else by the Content-Type charset", () => {
    const latin5 = Buffer.from([0x3c, 0x61, 0x3e, 0xf0, 0x3c, 0x2f, 0x61, 0x3e]);
    expect(decodeXmlBytes(new Uint8Array(latin5), "text/xml; charset=ISO-8859-9")).toBe("<a>ğ</a>");
    expect(decodeXmlBytes(new TextEncoder().encode("<a>ğ</a>"))).toBe("<a>ğ</a>");
  });
});
