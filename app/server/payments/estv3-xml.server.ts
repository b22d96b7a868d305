// <CC5Request>/<CC5Response> documents: ISO-8859-9 on the wire, flat fields plus an <Extra> block.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import iconv from "iconv-lite";
import type { FieldList } from "./estv3-hash.server.ts";

export const XML_CONTENT_TYPE = "text/xml; charset=ISO-8859-9";

/** One level of child elements, in document order; `Extra` holds its own flat children. */
export interface Cc5Document {
  fields: ReadonlyMap<string, string>;
  extra: ReadonlyMap<string, string>;
}

/** An element is a text value or a nested list of elements (only `Extra` nests in CC5 messages). */
export type Cc5Element = readonly [name: string, value: string | FieldList];

// The six Turkish letters that ISO-8859-9 has in place of Icelandic ones.
const LATIN5_TURKISH = new Set([0x11e, 0x11f, 0x130, 0x131, 0x15e, 0x15f]);
const LATIN5_MISSING = new Set([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);
const ELEMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function isLatin5Text(cp: number): boolean {
  if (cp >= 0x20 && cp <= 0x7e) return true;
  if (cp >= 0xa0 && cp <= 0xff) return !LATIN5_MISSING.has(cp);
  return LATIN5_TURKISH.has(cp);
}

/** Escapes markup characters; anything ISO-8859-9 cannot carry becomes a character reference. */
export function escapeXmlText(value: string): string {
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(cp)) throw new RangeError("value contains a character XML cannot carry");
    if (ch === "&") out += "&amp;";
    else if (ch === "<") out += "&lt;";
    else if (ch === ">") out += "&gt;";
    else if (ch === '"') out += "&quot;";
    else if (ch === "'") out += "&apos;";
    else if (isLatin5Text(cp)) out += ch;
    else out += `&#x${cp.toString(16).toUpperCase()};`;
  }
  return out;
}

function elementsToXml(elements: ReadonlyArray<Cc5Element>): string {
  return elements
    .map(([name, value]) => {
      if (!ELEMENT_NAME.test(name)) throw new RangeError(`bad element name: ${name}`);
      const body = typeof value === "string" ? escapeXmlText(value) : elementsToXml(value);
      return `<${name}>${body}</${name}>`;
    })
    .join("");
}

/** A complete document, encoded as ISO-8859-9 bytes. */
export function buildCc5Xml(root: "CC5Request" | "CC5Response", elements: ReadonlyArray<Cc5Element>): Uint8Array {
  const text = `<?xml version="1.0" encoding="ISO-8859-9"?>\n<${root}>${elementsToXml(elements)}</${root}>`;
  return new Uint8Array(iconv.encode(text, "iso-8859-9"));
}

function declaredEncoding(bytes: Uint8Array, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*"?([A-Za-z0-9._-]+)/i.exec(contentType ?? "")?.[1];
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const fromDeclaration = /^\uFEFF?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  const name = (fromDeclaration ?? fromHeader ?? "utf-8").toLowerCase();
  return iconv.encodingExists(name) ? name : "utf-8";
}

/** Text of an XML body, honouring its declaration (or the Content-Type charset). */
export function decodeXmlBytes(bytes: Uint8Array, contentType?: string): string {
  return iconv.decode(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    declaredEncoding(bytes, contentType),
  );
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function flatChildren(node: unknown): Map<string, string> | null {
  const out = new Map<string, string>();
  if (node === "" || node === undefined) return out;
  if (typeof node !== "object" || node === null || Array.isArray(node)) return null;
  for (const [name, value] of Object.entries(node)) {
    if (typeof value !== "string") return null;
    out.set(name, value);
  }
  return out;
}

/** Parses a CC5 document with the given root; null when it is not well-formed or not that shape. */
export function parseCc5Xml(text: string, root: "CC5Request" | "CC5Response"): Cc5Document | null {
  // No DTDs: entity expansion is an attack surface and neither side ever sends one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  if (XMLValidator.validate(text) !== true) return null;
  const parsed: unknown = parser.parse(text);
  if (typeof parsed !== "object" || parsed === null) return null;
  const top: unknown = Object.getOwnPropertyDescriptor(parsed, root)?.value;
  if (top === undefined || Object.keys(parsed).length !== 1) return null;
  if (top === "") return { fields: new Map(), extra: new Map() };
  if (typeof top !== "object" || top === null || Array.isArray(top)) return null;
  const fields = new Map<string, string>();
  let extra = new Map<string, string>();
  for (const [name, value] of Object.entries(top)) {
    if (name === "Extra") {
      const children = flatChildren(value);
      if (!children) return null;
      extra = children;
    } else if (typeof value === "string") {
      fields.set(name, value);
    } else {
      return null;
    }
  }
  return { fields, extra };
}
