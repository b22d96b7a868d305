import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactInlineScriptBytes, compactInlineScripts, singleQuoted } from "./inline-scripts.server.ts";

// What React Router writes (lib/dom/ssr/single-fetch.js): JSON.stringify of the chunk, HTML-escaped.
const escapeHtml = (s: string) =>
  s.replace(
    /[&><\u2028\u2029]/g,
    (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" })[c] ?? `\\u${c.charCodeAt(0).toString(16)}`,
  );
const streamScript = (chunk: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(chunk))});</script>`;

/** The chunks a page's stream scripts hand to the stream controller. */
function enqueued(html: string): string[] {
  const got: string[] = [];
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    runInNewContext(m[1] ?? "", {
      window: { __reactRouterContext: { streamController: { enqueue: (c: string) => got.push(c) } } },
    });
  }
  return got;
}

describe("the document's inline scripts, written shorter", () => {
  it("hand the stream the same chunk, for any text (quotes, backslashes, tags, line separators)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string(), (a, b) => {
        const chunk = JSON.stringify([{ _1: 2 }, a, `</script><!-- ${b} '\\"`, "Türkiye'nin\u2028"]);
        const before = streamScript(chunk);
        const after = compactInlineScripts(before);
        expect(enqueued(after)).toEqual([chunk]);
        // Never a way out of the script element.
        expect(after.slice("<script>".length, -"</script>".length)).not.toMatch(/<\/?script|<!--/i);
      }),
    );
  });

  it("are shorter when the chunk holds quotes (every one escaped before)", () => {
    const chunk = JSON.stringify(["loaderData", { a: "Araç", b: "Sürücü" }]);
    const before = streamScript(chunk);
    const after = compactInlineScripts(before);
    expect(after.length).toBeLessThanOrEqual(before.length - 10);
    expect(singleQuoted("it's")).toBe("'it\\'s'");
  });

  it("find the scripts by their bytes after any text (Turkish letters, emoji) and leave the rest as it was", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (before, chunkText) => {
        const manifest = { entry: { module: "/assets/entry.client-x.js" }, note: before.length };
        const chunk = JSON.stringify(["loaderData", chunkText]);
        const head = `<p>${before} İstanbul Havalimanı</p>`;
        const tail = `<footer>${before}</footer>`;
        const html = `${head}<script>\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n</script>${streamScript(chunk)}${tail}`;
        const bytes = Buffer.from(html, "utf8");
        const after = compactInlineScriptBytes(bytes).toString("utf8");
        expect(enqueued(after.slice(after.indexOf("<script>window")))).toEqual([chunk]);
        expect(
          after.startsWith(`${head}<script>\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`),
        ).toBe(true);
        expect(after.endsWith(`);</script>${tail}`)).toBe(true);
        expect(after).toBe(compactInlineScripts(html));
      }),
    );
  });

  it("leave a page without React Router's scripts as the very same bytes", () => {
    const bytes = Buffer.from("<p>Sürücü belgesi: streamController.enqueue(</p>", "utf8");
    expect(compactInlineScriptBytes(bytes)).toBe(bytes);
  });

  it("write the route manifest without its indentation, with the same value", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-x.js", imports: ["/a.js"] },
      routes: { root: { id: "root" } },
    };
    const html = `<script type="module">import * as route0 from "/a.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n</script>`;
    const after = compactInlineScripts(html);
    expect(after).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`);
    expect(after.length).toBeLessThan(html.length);
    expect(after).toContain('window.__reactRouterRouteModules = {"root":route0};');
  });
});
