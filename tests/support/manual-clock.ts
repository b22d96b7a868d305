// A clock a test moves by hand, for code that takes a clock instead of reading the time and
// setting timers itself (the job scheduler's JobClock): no test waits for the wall clock.
import type { JobClock } from "#app/server/jobs/scheduler.server.ts";

type Timer = { at: number; seq: number; callback: () => unknown; cancelled: boolean };

export class ManualClock implements JobClock {
  private time: number;
  private seq = 0;
  private timers: Timer[] = [];

  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  /** Milliseconds since the epoch on this clock. */
  get ms(): number {
    return this.time;
  }

  /** Timers set and neither fired nor cancelled. */
  get pending(): number {
    return this.timers.filter((t) => !t.cancelled).length;
  }

  setTimer(callback: () => unknown, ms: number): { cancel(): void } {
    const timer: Timer = { at: this.time + Math.max(0, ms), seq: this.seq++, callback, cancelled: false };
    this.timers.push(timer);
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /**
   * Moves the time forward by `ms`, firing on the way every timer that falls due, in time order.
   * The timers due at one instant fire together (so two servers polling at the same moment race
   * for real), and the work their callbacks return is awaited before the time moves on. A callback
   * may itself advance the clock (a job run that takes a while): the time then only moves forward.
   */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      this.timers = this.timers.filter((t) => !t.cancelled);
      const next = this.timers.reduce<Timer | undefined>(
        (first, t) =>
          t.at <= until && (!first || t.at < first.at || (t.at === first.at && t.seq < first.seq)) ? t : first,
        undefined,
      );
      if (!next) break;
      this.time = Math.max(this.time, next.at);
      const due = this.timers.filter((t) => t.at <= this.time).sort((a, b) => a.seq - b.seq);
      this.timers = this.timers.filter((t) => t.at > this.time);
      await Promise.all(due.map(async (t) => t.callback()));
    }
    this.time = Math.max(this.time, until);
  }
}
