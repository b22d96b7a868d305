// The document's own inline scripts, written shorter (issue 29 item 5, decision 0151). React Router
// writes its route manifest as JSON indented by two spaces (about 950 bytes of blanks on the search
// results) and its data stream as a double-quoted string of JSON, so every quote inside is
// escaped: 2,100 backslashes on the results. The same values, written without the blanks and in
// a single-quoted string, are what the browser gets; nothing else in the page changes.

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\n)/;
const ENQUEUE = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;

const ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A JavaScript string literal in single quotes for `value`: backslashes and quotes escaped, and, as
 * React Router's own escaping does, `<`, `>`, `&` and the line separators, so the script can never
 * close its element early; control characters as `\uXXXX`.
 */
export function singleQuoted(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  return `'${value.replace(/[\\'<>&\u2028\u2029\u0000-\u001f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}'`;
}

/** The document with React Router's manifest and data stream written shorter (same values). */
export function compactInlineScripts(html: string): string {
  const manifest = MANIFEST.exec(html);
  let out = html;
  if (manifest) {
    try {
      const compact = JSON.stringify(JSON.parse(manifest[2] ?? ""));
      // The manifest holds module paths only; `<` never occurs, but it must not close the script.
      if (!/[<>&\u2028\u2029]/.test(compact))
        out = out.replace(MANIFEST, () => `${manifest[1]}${compact}${manifest[3]}`);
    } catch {
      // Not JSON after all (a newer React Router writing something else): left as it is.
    }
  }
  return out.replace(ENQUEUE, (whole, start: string, literal: string, end: string) => {
    try {
      const value: unknown = JSON.parse(literal);
      return typeof value === "string" ? `${start}${singleQuoted(value)}${end}` : whole;
    } catch {
      return whole;
    }
  });
}
