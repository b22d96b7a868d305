// The page cache of one app server (docs/decisions/0036): what it keeps, when it forgets, and how
// it answers (304 before any rendering, brotli/gzip as accepted, the kept page's CSP nonce).
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache, pageQueryOf, servePageCache, type RenderedPage } from "./page-cache.server.ts";

const page = (html: string, nonce = "stored-nonce"): RenderedPage => ({
  status: 200,
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    ["cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=600"],
    ["etag", 'W/"tag-1"'],
    ["content-security-policy", `script-src 'self' 'nonce-${nonce}'`],
  ],
  etag: 'W/"tag-1"',
  nonce,
  html,
});

/** The app on a free loopback port: its base address, and how to stop it. */
async function listen(app: express.Express): Promise<{ base: string; stop: () => void }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => server.close() };
}

/**
 * The page cache in front of a renderer that answers "render N" once `holdUntil` requests have
 * reached the cache (so they all arrive while the render is in progress; 0: at once), keeping the
 * page when the cache asked for it (a miss): how many renders ran, and whether each was a miss.
 */
async function renderingServer(cache: PageCache, holdUntil: number) {
  const app = express();
  let renders = 0;
  let arrived = 0;
  const misses: boolean[] = [];
  let release = () => {};
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  if (holdUntil === 0) release();
  // Counted after the cache has dealt with the request: it joined the render's waiters, was
  // served the aged copy, or went on to render (servePageCache decides synchronously).
  app.use((_req, _res, next) => {
    next();
    arrived += 1;
    if (arrived === holdUntil) release();
  });
  app.use(
    servePageCache(
      () => cache,
      (req) => req.originalUrl,
    ),
  );
  app.use((req, res) => {
    renders += 1;
    const miss = res.locals.pageCacheMiss as { key: string; generation: number } | undefined;
    misses.push(Boolean(miss));
    const html = `<p>render ${renders}</p>`;
    void allArrived
      .then(() => (miss ? cache.store(miss.key, miss.generation, page(html)) : false))
      .then(() => res.type("html").send(html));
  });
  const { base, stop } = await listen(app);
  return { base, stop, renders: () => renders, misses };
}

describe("PageCache", () => {
  it("keeps a page with its brotli and gzip bodies", async () => {
    const cache = new PageCache();
    const html = `<!doctype html><p>${"Yolda ".repeat(2000)}</p>`;
    expect(await cache.store("/", cache.generation, page(html))).toBe(true);
    const kept = cache.lookup("/");
    expect(kept?.identity.toString()).toBe(html);
    expect(brotliDecompressSync(kept!.br!).toString()).toBe(html);
    expect(gunzipSync(kept!.gzip).toString()).toBe(html);
    expect(kept!.br!.length).toBeLessThan(html.length / 20);
  });

  it("does not keep a page rendered before an invalidation, and forgets what it kept", async () => {
    const cache = new PageCache();
    const before = cache.generation;
    await cache.store("/a", before, page("a"));
    cache.invalidate();
    expect(cache.lookup("/a")).toBeUndefined();
    expect(await cache.store("/b", before, page("b"))).toBe(false);
    expect(cache.lookup("/b")).toBeUndefined();
    expect(await cache.store("/b", cache.generation, page("b"))).toBe(true);
  });

  it("drops a page invalidated while it was being compressed", async () => {
    const cache = new PageCache();
    const storing = cache.store("/a", cache.generation, page("x".repeat(200_000)));
    cache.invalidate();
    expect(await storing).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("holds at most maxEntries pages, the oldest go first, and pages older than maxAgeMs are gone", async () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 1000, now: () => now });
    for (const key of ["/1", "/2", "/3"]) await cache.store(key, cache.generation, page(key));
    expect(cache.size).toBe(2);
    expect(cache.lookup("/1")).toBeUndefined();
    expect(cache.lookup("/3")).toBeDefined();
    now = 1001;
    expect(cache.lookup("/3")).toBeUndefined();
  });
});

describe("servePageCache", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serverWith(cache: PageCache) {
    const app = express();
    const rendered: string[] = [];
    app.use(
      servePageCache(
        () => cache,
        (req) => (req.headers.cookie?.includes("session") ? null : req.originalUrl),
      ),
    );
    app.use((req, res) => {
      res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-fresh-nonce'");
      rendered.push(req.originalUrl);
      const miss = res.locals.pageCacheMiss as { key: string; generation: number } | undefined;
      res.json({ miss: miss ? { key: miss.key, generation: miss.generation } : null });
    });
    const { base, stop } = await listen(app);
    close = stop;
    return { base, rendered };
  }

  it("answers a kept page from memory with its kept headers (CSP of its nonce), compressed as accepted", async () => {
    const cache = new PageCache();
    await cache.store("/araclarimiz", cache.generation, page("<p>fleet</p>"));
    const { base, rendered } = await serverWith(cache);
    const res = await fetch(`${base}/araclarimiz`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe("<p>fleet</p>");
    expect(res.headers.get("content-security-policy")).toBe("script-src 'self' 'nonce-stored-nonce'");
    expect(res.headers.get("etag")).toBe('W/"tag-1"');
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const gz = await fetch(`${base}/araclarimiz`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe("<p>fleet</p>");
    expect(rendered).toEqual([]);
  });

  it("gives 304 to a matching If-None-Match without rendering and without a new policy", async () => {
    const cache = new PageCache();
    await cache.store("/", cache.generation, page("<p>home</p>"));
    const { base, rendered } = await serverWith(cache);
    const res = await fetch(`${base}/`, { headers: { "if-none-match": 'W/"tag-1"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("etag")).toBe('W/"tag-1"');
    expect(rendered).toEqual([]);
  });

  it("lets misses, members and posts through to the renderer, a miss with its key and generation", async () => {
    const cache = new PageCache();
    await cache.store("/", cache.generation, page("<p>home</p>"));
    cache.invalidate();
    const { base, rendered } = await serverWith(cache);
    expect(await (await fetch(`${base}/sss`)).json()).toEqual({ miss: { key: "/sss", generation: 1 } });
    await cache.store("/sss", cache.generation, page("<p>faq</p>"));
    expect(await (await fetch(`${base}/sss`, { headers: { cookie: "session=1" } })).json()).toEqual({ miss: null });
    expect(await (await fetch(`${base}/sss`, { method: "POST" })).json()).toEqual({ miss: null });
    expect(rendered).toEqual(["/sss", "/sss", "/sss"]);
  });
});

describe("a new key never waits on brotli 11 (docs/decisions/0085)", () => {
  it("is kept at a fast level and served from memory before it is recompressed; recompressed when idle", async () => {
    const cache = new PageCache({ recompressInBackground: false });
    const words = ["Yolda", "araç", "kiralama", "ofis", "havalimanı", "teslim", "fiyat", "gün", "sigorta", "km"];
    const html = `<!doctype html>${Array.from({ length: 6000 }, (_, i) => `<p class="c${i % 7}">${words[(i * 7919) % 10]} ${i}</p>`).join("")}`;
    expect(await cache.store("/", cache.generation, page(html))).toBe(true);
    const kept = cache.lookup("/");
    expect(kept?.recompressed).toBe(false);
    expect(cache.pendingRecompression).toBe(1);
    expect(brotliDecompressSync(kept!.br!).toString()).toBe(html);
    expect(gunzipSync(kept!.gzip).toString()).toBe(html);
    const fastBr = kept!.br!.length;
    const fastGzip = kept!.gzip.length;

    expect(await cache.recompressIdle()).toBe(1);
    const final = cache.lookup("/");
    expect(final?.recompressed).toBe(true);
    expect(cache.pendingRecompression).toBe(0);
    expect(brotliDecompressSync(final!.br!).toString()).toBe(html);
    expect(gunzipSync(final!.gzip).toString()).toBe(html);
    expect(final!.br!.length).toBeLessThanOrEqual(fastBr);
    expect(final!.gzip.length).toBeLessThanOrEqual(fastGzip);
  });

  it("a page replaced or dropped before its turn is not recompressed over the new one", async () => {
    const cache = new PageCache({ recompressInBackground: false });
    await cache.store("/a", cache.generation, page("<p>a</p>"));
    cache.invalidate();
    expect(await cache.recompressIdle()).toBe(0);
    expect(cache.lookup("/a")).toBeUndefined();
  });
});

describe("the page cache is bounded in memory", () => {
  it("keeps at most maxBytes of bodies, the newest pages first, and counts its bytes", async () => {
    const cache = new PageCache({ maxBytes: 200_000, recompressInBackground: false });
    for (let i = 0; i < 100; i++) {
      await cache.store(`/p?i=${i}`, cache.generation, {
        ...page(`<p>${i}</p>${randomBytes(10_000).toString("hex")}`),
        etag: `W/"${i}"`,
      });
    }
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.bytes).toBeGreaterThan(100_000);
    expect(cache.size).toBeLessThan(100);
    expect(cache.lookup("/p?i=99")).toBeDefined();
    expect(cache.lookup("/p?i=0")).toBeUndefined();
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });
});

describe("PageCache renewal", () => {
  it("renews an aged page rendered again the same without compressing it again", async () => {
    let now = 0;
    const cache = new PageCache({ maxAgeMs: 1000, now: () => now });
    await cache.store("/", cache.generation, page("<p>same</p>", "first-nonce"));
    const first = cache.lookup("/");
    now = 1500;
    expect(cache.lookup("/")).toBeUndefined();
    await cache.store("/", cache.generation, page("<p>same</p>", "second-nonce"));
    const renewed = cache.lookup("/");
    expect(renewed?.br).toBe(first?.br);
    expect(renewed?.nonce).toBe("first-nonce");
    await cache.store("/", cache.generation, { ...page("<p>new</p>"), etag: 'W/"tag-2"' });
    expect(cache.lookup("/")?.identity.toString()).toBe("<p>new</p>");
  });
});

describe("one render per page at a time", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** A renderer that answers once all ten requests have reached the cache, counting its renders. */
  async function slowServer(cache: PageCache) {
    const server = await renderingServer(cache, 10);
    close = server.stop;
    return server;
  }

  it("renders a page nobody has yet once for ten requests arriving together", async () => {
    const cache = new PageCache();
    const { base, renders } = await slowServer(cache);
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await fetch(`${base}/sss`)).text()));
    expect(renders()).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(["<p>render 1</p>"]));
  });

  it("serves the aged copy while one request renders it again", async () => {
    let now = 0;
    const cache = new PageCache({ maxAgeMs: 1000, now: () => now });
    await cache.store("/sss", cache.generation, page("<p>aged</p>"));
    now = 5000;
    const { base, renders } = await slowServer(cache);
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await fetch(`${base}/sss`)).text()));
    expect(renders()).toBe(1);
    expect(bodies.filter((b) => b === "<p>aged</p>").length).toBe(9);
  });
});

describe("pages that are not kept", () => {
  it("go straight to rendering once their first answer was not kept, until an invalidation", async () => {
    const cache = new PageCache();
    expect(cache.claimRender("/rezervasyon?x")).toBe(true);
    expect(cache.claimRender("/rezervasyon?x")).toBe(false);
    cache.endRender("/rezervasyon?x", true);
    expect(cache.isNotKept("/rezervasyon?x")).toBe(true);
    expect(cache.claimRender("/rezervasyon?x")).toBe(true);
    cache.invalidate();
    expect(cache.isNotKept("/rezervasyon?x")).toBe(false);
  });
});

describe("a cache that keeps only what is asked for again (search results, decision 0062)", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it("renders a search asked once without keeping it, keeps it on the second ask, then answers from memory", async () => {
    let now = 0;
    const cache = new PageCache({ kind: "search", maxAgeMs: 30_000, keepOnSecondAsk: true, now: () => now });
    const { base, stop, misses } = await renderingServer(cache, 0);
    close = stop;
    const get = async (path: string) => (await fetch(`${base}${path}`)).text();

    expect(await get("/rezervasyon?a")).toBe("<p>render 1</p>");
    expect(cache.size).toBe(0);
    expect(await get("/rezervasyon?b")).toBe("<p>render 2</p>");
    expect(await get("/rezervasyon?a")).toBe("<p>render 3</p>");
    expect(cache.size).toBe(1);
    expect(await get("/rezervasyon?a")).toBe("<p>render 3</p>");
    expect(misses).toEqual([false, false, true]);
    // Asked again only after the 30 s: a first ask once more.
    now = 31_000;
    expect(await get("/rezervasyon?b")).toBe("<p>render 4</p>");
    expect(misses).toEqual([false, false, true, false]);
  });
});

describe("the query parameters a page depends on (docs/decisions/0112)", () => {
  it("are what its routes declared, when the route that opted in declared them; else every parameter counts", () => {
    expect(pageQueryOf([{}, undefined, { cache: "content", query: ["q"] }])).toEqual(["q"]);
    expect(pageQueryOf([{ query: ["sayfa"] }, { cache: "content", query: ["q", "sayfa"] }])).toEqual(["q", "sayfa"]);
    expect(pageQueryOf([{}, { cache: "content" }])).toBeNull();
    expect(pageQueryOf([{}, { cache: "personal", query: [] }])).toBeNull();
  });

  it("are learned from a kept page per path and survive an invalidation", async () => {
    const cache = new PageCache({ recompressInBackground: false });
    expect(cache.queryOf("/sss")).toBeUndefined();
    await cache.store("/sss", cache.generation, { ...page("<p>faq</p>"), pathname: "/sss", query: ["q"] });
    expect(cache.queryOf("/sss")).toEqual(new Set(["q"]));
    expect(cache.queryOf("/araclarimiz")).toBeUndefined();
    cache.invalidate();
    expect(cache.queryOf("/sss")).toEqual(new Set(["q"]));
    // A page is kept without its path and parameters: they are not part of what is sent.
    await cache.store("/", cache.generation, { ...page("<p>home</p>"), pathname: "/", query: [] });
    expect(Object.keys(cache.lookup("/") ?? {})).not.toContain("query");
  });
});
