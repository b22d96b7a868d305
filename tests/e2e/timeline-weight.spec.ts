// What the fleet timeline weighs for an admin at every office, 300 cars x 30 days (issue 29 item 9):
// the scripts its browser moves from a cold cache (brotli, untouched until quiet) and its inline data
// (React Router's data stream). Issue 29 asks 120 KB of scripts and 40 KB of data. Before decision
// 0149: 203.2 KB of scripts (the whole staff chunk beside the framework) and 98.7-99.2 KB of data
// (every car's bars as objects). With it: 119.3-119.4 KB of scripts (met) and 66.0-68.6 KB of data
// (rows and bars as tuples; NOT MET: the bars' own values and the staff messages are what is left).
// Decision 0152 took the data to 33.4-33.7 KB (met). The test runs in playwright's "seeded" project,
// before every other browser test, so it weighs the demo fleet as seeded: run last, it weighed 41.4 KB
// with the bars and cars other tests had added (stop 38's CI).
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";

for (const lang of ["tr", "en"] as const) {
  test(`${lang}: the fleet timeline at 30 days for every office stays within its script and data budgets`, async ({
    page,
  }) => {
    const prefix = lang === "en" ? "/en" : "";
    const url = `${prefix}/yonetim/filo?gun=30`;
    await signInAsStaff(page, "admin", lang, url);
    const context = page.context();
    const html = await (await page.request.get(url)).text();
    const stream =
      [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? "")
        .filter((s) => s.includes("streamController.enqueue"))
        .reduce((n, s) => n + Buffer.byteLength(s), 0) / 1024;
    // Every car of the demo fleet is a row.
    expect(html.match(/data-unit-row|<tr/g)?.length ?? 0).toBeGreaterThan(300);

    const cold = await context.newPage();
    const cdp = await context.newCDPSession(cold);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const sizes: Promise<number>[] = [];
    cold.on("response", (response) => {
      if (response.request().resourceType() === "script")
        sizes.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        );
    });
    await cold.goto(url);
    await cold.waitForLoadState("networkidle");
    await cold.waitForTimeout(1500);
    await cold.waitForLoadState("networkidle");
    const scripts = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
    console.log(
      `${lang} fleet timeline, 300 cars x 30 days: scripts ${scripts.toFixed(1)} KB brotli, data stream ${stream.toFixed(1)} KB`,
    );
    expect(scripts).toBeLessThanOrEqual(SCRIPTS_KB);
    expect(stream).toBeLessThanOrEqual(STREAM_KB);
  });
}

const SCRIPTS_KB = 120;
// 118.6-120.8 KB once each car's row carries its "send to another office" control (decision 0110);
// equal free days and shortage cells written once (`intern`): 106.0 -> 88.9 KB on the demo seed
// alone; rows, stretches and bars as tuples (decision 0149): 66.0-68.6 KB with the suite's bookings;
// decision 0152: 36.1-36.4 KB on the demo seed.
const STREAM_KB = 40;
