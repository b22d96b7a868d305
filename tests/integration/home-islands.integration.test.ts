// The home page's two rendering paths held equal (docs/decisions/0063): the built site serves it as
// server HTML with islands, development renders it with React Router. One server (the app and
// React Router's build through Vite, as `npm run dev` loads them, on a fresh demo database) renders
// it both ways, in both languages, and what a visitor gets must be the same: the markup with the
// islands' wrappers, scripts and generated ids set aside, hence the same text, landmarks and links.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as AppModule from "#server/app.ts";
import { type AppEnvironment, appEnvironment } from "#tests/support/app-environment.ts";

let env: AppEnvironment | undefined;
const ISLANDS = { home: { src: "/assets/islands-home-test.js", preload: ["/assets/islands-shared-test.js"] } };
let vite: ViteDevServer;
let app: Awaited<ReturnType<(typeof AppModule)["startApp"]>>;
let server: Server;
let base = "";

beforeAll(async () => {
  env = await appEnvironment({ name: "islands", publicUrl: "http://islands.yolda.test" });
  vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const mod = (await vite.ssrLoadModule("./server/app.ts")) as typeof AppModule;
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as never;
  // Every route module transformed here, not in the first test.
  await build();
  app = await mod.startApp({ build, buildVersion: "test", dev: true });
  server = await new Promise<Server>((resolve) => {
    const s = app.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Vite transforms the whole app and the demo is seeded: more than the usual hook time on a busy machine.
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.stop();
  await vite?.close();
  await env?.cleanup();
});

/** The page as the built site serves it (islands build present) or as development does (none). */
async function homePage(pathname: string, islands: boolean): Promise<string> {
  app.services.islands = islands ? ISLANDS : null;
  const res = await fetch(`${base}${pathname}`);
  expect(res.status).toBe(200);
  return res.text();
}

type Token =
  | { kind: "open"; tag: string; attrs: [string, string][] }
  | { kind: "close"; tag: string }
  | { kind: "text"; text: string };

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** React's useId values, with or without an island's prefix ("_R_b5_", "_consent-R_0_"). */
const REACT_ID = /_(?:[a-z-]+-)?R_[0-9a-z]+_/g;

/**
 * The page as a visitor's browser gets it, minus what the two paths do differently on purpose:
 * scripts other than JSON-LD and module preloads (React Router's client, or the islands script and
 * its data), the islands' `display: contents` wrappers, React's text separators, nonces, and the
 * numbering of generated ids (each island counts its own; the same id is the same name on both sides).
 */
function pageTokens(html: string): Token[] {
  const source = html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (script, attrs: string) =>
      attrs.includes('type="application/ld+json"') ? script : "",
    )
    .replace(/<!--[\s\S]*?-->/g, "");
  const ids = new Map<string, string>();
  const canonical = (value: string) =>
    value.replace(REACT_ID, (id) => ids.get(id) ?? (ids.set(id, `id${ids.size + 1}`), `id${ids.size}`));
  const tokens: Token[] = [];
  const open: boolean[] = [];
  for (const [part, close, tag, attrText] of source.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|[^<]+/g,
  )) {
    if (!tag) {
      const text = part.replace(/\s+/g, " ").trim();
      if (text) tokens.push({ kind: "text", text });
      continue;
    }
    const name = tag.toLowerCase();
    if (close) {
      if (!open.pop()) tokens.push({ kind: "close", tag: name });
      continue;
    }
    // A nonce is new on every request.
    const attrs = [...(attrText ?? "").matchAll(/([^\s=]+)(?:="([^"]*)")?/g)]
      .filter(([, attr]) => attr !== "nonce")
      .map(([, attr = "", value = ""]) => [attr, canonical(value)] as [string, string]);
    const skipped =
      attrs.some(([attr]) => attr === "data-island") ||
      (name === "link" && attrs.some(([a, v]) => a === "rel" && v === "modulepreload"));
    if (!VOID.has(name)) open.push(skipped);
    if (!skipped) tokens.push({ kind: "open", tag: name, attrs: attrs.sort(([a], [b]) => a.localeCompare(b)) });
  }
  return tokens;
}

const attr = (t: Token, name: string) => (t.kind === "open" ? t.attrs.find(([a]) => a === name)?.[1] : undefined);

/** What a visitor reads and where it leads: the page's text, its landmarks and headings, its links and fields. */
function visible(tokens: Token[]) {
  const text = tokens.flatMap((t) => (t.kind === "text" ? [t.text] : [])).join(" ");
  const opens = tokens.filter((t) => t.kind === "open");
  const landmark = /^(header|nav|main|footer|aside|form|section|dialog)$/;
  return {
    text,
    landmarks: opens
      .filter((t) => landmark.test(t.tag) || attr(t, "role") !== undefined)
      .map((t) => [t.tag, attr(t, "role") ?? "", attr(t, "aria-label") ?? attr(t, "aria-labelledby") ?? ""].join(" ")),
    headings: tokens.flatMap((t, i) =>
      t.kind === "open" && /^h[1-6]$/.test(t.tag) ? [`${t.tag} ${headingText(tokens, i)}`] : [],
    ),
    links: opens.filter((t) => t.tag === "a").map((t) => attr(t, "href") ?? ""),
    fields: opens
      .filter((t) => /^(input|select|textarea|button)$/.test(t.tag))
      .map((t) => [t.tag, attr(t, "type") ?? "", attr(t, "name") ?? "", attr(t, "value") ?? ""].join(" ")),
  };
}

function headingText(tokens: Token[], at: number): string {
  const parts: string[] = [];
  for (let i = at + 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || (t.kind === "close" && /^h[1-6]$/.test(t.tag))) break;
    if (t.kind === "text") parts.push(t.text);
  }
  return parts.join(" ");
}

const markup = (tokens: Token[]) =>
  tokens.map((t) =>
    t.kind === "text"
      ? t.text
      : t.kind === "close"
        ? `</${t.tag}>`
        : `<${t.tag}${t.attrs.map(([a, v]) => ` ${a}="${v}"`).join("")}>`,
  );

describe("home page: the islands render and React Router's render are the same page", () => {
  for (const pathname of ["/", "/en"]) {
    it(`${pathname}`, async () => {
      const withIslands = await homePage(pathname, true);
      const withRouter = await homePage(pathname, false);
      // Each path is the one it stands for: islands and their script, or React Router's client.
      for (const name of ["consent", "header", "search", "app-prompt", "cookie-link"]) {
        expect(withIslands).toContain(`data-island="${name}"`);
        expect(withRouter).not.toContain(`data-island="${name}"`);
      }
      expect(withIslands).toContain(`src="${ISLANDS.home.src}"`);
      expect(withIslands).not.toContain("__reactRouterContext");
      expect(withRouter).toContain("__reactRouterContext");

      const islandsTokens = pageTokens(withIslands);
      const routerTokens = pageTokens(withRouter);
      const seen = visible(islandsTokens);
      expect(seen.text.length).toBeGreaterThan(1000);
      expect(seen.links.length).toBeGreaterThan(20);
      expect(seen).toEqual(visible(routerTokens));
      expect(markup(islandsTokens)).toEqual(markup(routerTokens));
    });
  }
});
