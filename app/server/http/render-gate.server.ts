// At most a few pages rendered and sent at once by this process (docs/decisions/0172). A page
// that is not kept (a new search, a member's page, a booking step) costs milliseconds of this
// thread and megabytes of short-lived objects, then compressions on the thread pool; with 32 under
// way at once each of them lives ten times longer, the collector copies what they still hold, and
// the server answers fewer pages a second than it does four at a time. Requests past the limit
// wait their turn, first come first served; one that has waited `maxWaitMs` goes ahead anyway, so
// a page stuck on a slow answer never holds the others for long.
import type { NextFunction, Request, Response } from "express";

export class RenderGate {
  readonly limit: number;
  readonly maxWaitMs: number;
  #running = 0;
  readonly #queue: Array<() => void> = [];
  #head = 0;
  #waiting = 0;
  #overdue = 0;

  constructor(limit: number, maxWaitMs: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("the limit is a whole number of at least 1");
    this.limit = limit;
    this.maxWaitMs = maxWaitMs;
  }

  /** Renders under way (over the limit only by those that waited too long). */
  get running(): number {
    return this.#running;
  }

  /** Requests waiting their turn. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Requests that went ahead past the limit after waiting `maxWaitMs`, since the start. */
  get overdue(): number {
    return this.#overdue;
  }

  /** Resolves when this request may render, with the function that ends its turn (once; repeats do nothing). */
  enter(): Promise<() => void> {
    if (this.#running < this.limit && this.waiting === 0) {
      this.#running += 1;
      return Promise.resolve(this.#leaver());
    }
    return new Promise((resolve) => {
      let admitted = false;
      const admit = () => {
        if (admitted) return;
        admitted = true;
        clearTimeout(timer);
        this.#waiting -= 1;
        this.#running += 1;
        resolve(this.#leaver());
      };
      const timer = setTimeout(() => {
        if (admitted) return;
        this.#overdue += 1;
        // Its place in the queue is skipped when reached (admit does nothing twice).
        admit();
      }, this.maxWaitMs);
      timer.unref();
      this.#waiting += 1;
      this.#queue.push(admit);
    });
  }

  #leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#running -= 1;
      this.#next();
    };
  }

  /** Lets waiting requests in while there is room; an entry already admitted by its timer is passed over. */
  #next(): void {
    while (this.#running < this.limit && this.#head < this.#queue.length) {
      const admit = this.#queue[this.#head] as () => void;
      this.#head += 1;
      admit();
    }
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue.splice(0, this.#head);
      this.#head = 0;
    }
  }
}

/**
 * The gate as Express middleware for GET and HEAD pages (an action may wait on the bank or the
 * integrator: it never waits here). The turn ends when the response closes: sent whole (rendered,
 * compressed and handed to the connection) or its connection gone; a visitor who left while
 * waiting is not rendered for.
 */
export function renderGateMiddleware(gate: RenderGate) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    void gate.enter().then((leave) => {
      if (res.closed || req.socket.destroyed) return leave();
      res.once("close", leave);
      next();
    });
  };
}
