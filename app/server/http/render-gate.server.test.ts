import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderGate, renderGateMiddleware } from "./render-gate.server.ts";

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("RenderGate", () => {
  it("never lets more than its limit in, and lets the others in in the order they came", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        // Each step: a request arrives (true) or one of the running renders ends (its index).
        fc.array(fc.oneof(fc.constant(true), fc.nat(9)), { maxLength: 60 }),
        async (limit, steps) => {
          const gate = new RenderGate(limit, 60_000);
          const admitted: number[] = [];
          const running: Array<() => void> = [];
          let arrived = 0;
          for (const step of steps) {
            if (step === true) {
              const n = arrived++;
              void gate.enter().then((leave) => {
                admitted.push(n);
                running.push(leave);
              });
            } else if (running.length > 0) {
              const [leave] = running.splice(step % running.length, 1);
              leave?.();
            }
            await settle();
            expect(gate.running).toBeLessThanOrEqual(limit);
            expect(gate.running).toBe(running.length);
            expect(gate.waiting).toBe(arrived - admitted.length);
            // Nobody waits while there is room.
            if (gate.waiting > 0) expect(gate.running).toBe(limit);
          }
          expect(admitted).toEqual(admitted.toSorted((a, b) => a - b));
          // Every render ends: whoever waited gets in and ends in turn.
          while (running.length > 0) {
            for (const leave of running.splice(0)) leave();
            await settle();
          }
          expect(admitted).toHaveLength(arrived);
          expect(gate.running).toBe(0);
          expect(gate.waiting).toBe(0);
        },
      ),
    );
  });

  it("ends a turn once: a second leave does not let an extra request in", async () => {
    const gate = new RenderGate(1, 60_000);
    const first = await gate.enter();
    let second: (() => void) | null = null;
    let third: (() => void) | null = null;
    void gate.enter().then((leave) => (second = leave));
    void gate.enter().then((leave) => (third = leave));
    first();
    first();
    await settle();
    expect(second).not.toBeNull();
    expect(third).toBeNull();
    expect(gate.running).toBe(1);
  });

  describe("a request that waited too long", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("goes ahead past the limit, is counted, and its place in the queue is passed over", async () => {
      vi.useFakeTimers();
      const gate = new RenderGate(1, 3000);
      const stuck = await gate.enter();
      const order: string[] = [];
      let late: (() => void) | null = null;
      void gate.enter().then((leave) => {
        order.push("late");
        late = leave;
      });
      await vi.advanceTimersByTimeAsync(2999);
      expect(order).toEqual([]);
      void gate.enter().then(() => order.push("next"));
      await vi.advanceTimersByTimeAsync(1);
      expect(order).toEqual(["late"]);
      expect(gate.running).toBe(2);
      expect(gate.overdue).toBe(1);
      expect(gate.waiting).toBe(1);
      // The stuck render ends: the late one still runs, so there is no room yet.
      stuck();
      await vi.advanceTimersByTimeAsync(0);
      expect(order).toEqual(["late"]);
      // The late one ends: the next in line goes in, once.
      (late as unknown as () => void)();
      await vi.advanceTimersByTimeAsync(0);
      expect(order).toEqual(["late", "next"]);
      expect(gate.running).toBe(1);
      expect(gate.waiting).toBe(0);
    });
  });
});

describe("renderGateMiddleware over HTTP", () => {
  let server: Server | null = null;
  afterEach(async () => {
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  async function start(gate: RenderGate, routes: (app: express.Express) => void): Promise<string> {
    const app = express();
    app.use(renderGateMiddleware(gate));
    routes(app);
    server = createServer(app);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("holds a GET page's turn until its whole answer is handed to the connection, and takes none for a form post", async () => {
    const gate = new RenderGate(1, 60_000);
    let finishBody: (() => void) | null = null;
    const rendered: string[] = [];
    const base = await start(gate, (app) => {
      // An answer still being produced: its headers and first part are out, the rest comes later.
      app.get("/slow", (_req, res) => {
        rendered.push("slow");
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("first part ");
        finishBody = () => res.end("last part");
      });
      app.get("/page", (_req, res) => {
        rendered.push("page");
        res.send("page");
      });
      app.post("/form", (_req, res) => {
        rendered.push("form");
        res.send("posted");
      });
    });
    const slow = await fetch(`${base}/slow`);
    expect(slow.status).toBe(200);
    expect(gate.running).toBe(1);
    const page = fetch(`${base}/page`).then((r) => r.text());
    // A post is answered meanwhile; the page waits its turn.
    expect(await (await fetch(`${base}/form`, { method: "POST" })).text()).toBe("posted");
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    expect(rendered).toEqual(["slow", "form"]);
    (finishBody as unknown as () => void)();
    expect(await slow.text()).toBe("first part last part");
    expect(await page).toBe("page");
    await vi.waitFor(() => expect(gate.running).toBe(0));
    expect(rendered).toEqual(["slow", "form", "page"]);
  });

  it("does not render for a visitor who left while waiting, and frees the turn of one who left mid-render", async () => {
    const gate = new RenderGate(1, 60_000);
    const rendered: string[] = [];
    let leftMidRender: (() => void) | null = null;
    const base = await start(gate, (app) => {
      app.get("/hangs", (req) => {
        rendered.push("hangs");
        leftMidRender = () => req.socket.destroy();
      });
      app.get("/page", (_req, res) => {
        rendered.push("page");
        res.send("page");
      });
    });
    const hanging = fetch(`${base}/hangs`).catch(() => "gone");
    await vi.waitFor(() => expect(rendered).toEqual(["hangs"]));
    const leaving = new AbortController();
    const gaveUp = fetch(`${base}/page`, { signal: leaving.signal }).catch(() => "gave up");
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    leaving.abort();
    expect(await gaveUp).toBe("gave up");
    // The hanging render's visitor goes too: its turn ends with its connection.
    await new Promise((resolve) => setTimeout(resolve, 50));
    (leftMidRender as unknown as () => void)();
    expect(await hanging).toBe("gone");
    await vi.waitFor(() => expect(gate.running).toBe(0));
    expect(gate.waiting).toBe(0);
    expect(rendered).toEqual(["hangs"]);
    expect(await (await fetch(`${base}/page`)).text()).toBe("page");
  });
});
