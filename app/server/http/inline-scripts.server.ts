// The document's own inline scripts, written shorter (issue 29 item 5, decision 0151). React Router
// writes its route manifest as JSON indented by two spaces (about 950 bytes of blanks on the search
// results) and its data stream as a double-quoted string of JSON, so every quote inside is
// escaped: 2,100 backslashes on the results. The same values, written without the blanks and in
// a single-quoted string, are what the browser gets; nothing else in the page changes.

const MANIFEST = "window.__reactRouterManifest = ";
const MANIFEST_END = "};\n";
const ENQUEUE = "streamController.enqueue(";
const ENQUEUE_END = ");";
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;

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

/**
 * The end (index of the closing quote) of the JSON string literal whose opening quote is at
 * `open`, or -1: a quote not escaped by an odd number of backslashes. In UTF-8 the bytes of `"`
 * and `\\` never occur inside another character, so the bytes can be scanned as they are.
 */
function literalEnd(html: Buffer, open: number): number {
  let at = open;
  for (;;) {
    at = html.indexOf(QUOTE, at + 1);
    if (at < 0) return -1;
    let backslashes = 0;
    while (html[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** The manifest's JSON without its blanks, or null to leave it as it is. */
function compactManifest(json: string): string | null {
  try {
    const compact = JSON.stringify(JSON.parse(json));
    // The manifest holds module paths only; `<` never occurs, but it must not close the script.
    return /[<>&\u2028\u2029]/.test(compact) ? null : compact;
  } catch {
    // Not JSON after all (a newer React Router writing something else): left as it is.
    return null;
  }
}

/** The chunk a stream script hands over, single-quoted, or null to leave the literal as it is. */
function requoted(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? singleQuoted(value) : null;
  } catch {
    return null;
  }
}

/**
 * The document (UTF-8) with React Router's manifest and data stream written shorter (same values),
 * as the pieces to join: views of `html` around the rewritten scripts, which are the only parts
 * that become strings (decision 0158). Every piece boundary is at a brace, a parenthesis or a
 * quote.
 */
export function compactInlineScriptParts(html: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  const manifestAt = html.indexOf(MANIFEST);
  if (manifestAt >= 0) {
    const open = manifestAt + MANIFEST.length;
    const close = html[open] === OPEN_BRACE ? html.indexOf(MANIFEST_END, open) : -1;
    const compact = close < 0 ? null : compactManifest(html.toString("utf8", open, close + 1));
    if (compact !== null) {
      parts.push(html.subarray(from, open), Buffer.from(compact, "utf8"));
      from = close + 1;
    }
  }
  let at = html.indexOf(ENQUEUE, from);
  while (at >= 0) {
    const open = at + ENQUEUE.length;
    const close = html[open] === QUOTE ? literalEnd(html, open) : -1;
    if (close >= 0 && html.indexOf(ENQUEUE_END, close + 1) === close + 1) {
      const quoted = requoted(html.toString("utf8", open, close + 1));
      if (quoted !== null) {
        parts.push(html.subarray(from, open), Buffer.from(quoted, "utf8"));
        from = close + 1;
      }
      at = html.indexOf(ENQUEUE, close + 1);
    } else {
      at = html.indexOf(ENQUEUE, open);
    }
  }
  if (parts.length === 0) return [html];
  parts.push(html.subarray(from));
  return parts;
}

/**
 * The document (UTF-8) with React Router's manifest and data stream written shorter, in one buffer.
 *
 * Worked on the bytes React wrote: a 140 KB results page as one JavaScript string cost about 1 ms
 * per copy, and the two regular-expression replaces this did before made two copies on every page
 * rendered (decision 0158).
 */
export function compactInlineScriptBytes(html: Buffer): Buffer {
  return joinedBytes(compactInlineScriptParts(html));
}

/** Pieces of a page as one buffer: the piece itself when there is one (no copy). */
export function joinedBytes(parts: ReadonlyArray<Buffer>): Buffer {
  return parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts);
}

/** The same for a document held as a string. */
export function compactInlineScripts(html: string): string {
  return compactInlineScriptBytes(Buffer.from(html, "utf8")).toString("utf8");
}
