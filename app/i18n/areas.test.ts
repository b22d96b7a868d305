import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import {
  areasForHandles,
  coreAreas,
  mergeParts,
  omitParts,
  omittedPartsForHandles,
  optInAreas,
  pickAreas,
  staticPartsForHandles,
} from "./areas.ts";
import { handlesForPath } from "./areas.server.ts";
import { en } from "./messages/en.ts";
import { tr } from "./messages/tr.ts";
import { createTranslator } from "./translate.ts";

describe("message areas of a page", () => {
  it("are core plus every declared area when the page's route declares its areas", () => {
    const areas = areasForHandles([undefined, { cache: "content" }, { messages: ["home", "search"] }]);
    expect(areas).not.toBe("all");
    expect([...areas].sort()).toEqual([...coreAreas, "home", "search"].sort());
  });

  it("collect areas declared by layouts too", () => {
    expect(areasForHandles([{ messages: ["list"] }, { messages: ["home"] }])).toContain("list");
  });

  it("default to the whole catalog when the page's route declares nothing", () => {
    expect(areasForHandles([{ messages: ["list"] }, { cache: "content" }])).toBe("all");
    expect(areasForHandles([undefined, undefined])).toBe("all");
    expect(areasForHandles([])).toBe("all");
  });

  it("cut the catalog down without changing the texts", () => {
    const picked = pickAreas(tr, ["nav", "home"]);
    expect(Object.keys(picked).sort()).toEqual(["home", "nav"]);
    expect(picked.home).toBe(tr.home);
    const all = pickAreas(en, "all");
    expect(all.fleet).toBe(en.fleet);
    // Only pages that declare them get the member, forms and receipt texts.
    for (const area of optInAreas) expect(all[area]).toBeUndefined();
    expect(Object.keys(all).length).toBe(Object.keys(en).length - optInAreas.length);
  });

  it("cut the pages area down to the named pages' texts", () => {
    const picked = pickAreas(tr, ["nav", "pages.faq", "pages.fleet"]);
    expect(Object.keys(picked).sort()).toEqual(["nav", "pages"]);
    expect(picked.pages).toEqual({ faq: tr.pages.faq, fleet: tr.pages.fleet });
    const { t } = createTranslator("tr", picked);
    expect(t("pages.faq.title")).toBe(tr.pages.faq.title);
    expect(t("pages.home.title")).toBe("pages.home.title");
    // The whole area wins over parts of it, in either order.
    expect(pickAreas(en, ["pages.faq", "pages"]).pages).toBe(en.pages);
  });

  it("cut the content area down to the named parts: the office list gets no campaign or article texts", () => {
    const picked = pickAreas(en, ["content.offices", "pages.offices"]);
    expect(picked.content).toEqual({ offices: en.content.offices });
    const { t } = createTranslator("en", picked);
    expect(t("content.offices.openInMap")).toBe(en.content.offices.openInMap);
    expect(t("content.breadcrumbHome")).toBe("content.breadcrumbHome");
    expect(pickAreas(tr, ["content", "content.offices"]).content).toBe(tr.content);
  });

  it("leave a translator that answers missing areas with the key instead of failing", () => {
    const { t, tList } = createTranslator("tr", pickAreas(tr, ["nav"]));
    expect(t("nav.fleet")).toBe(tr.nav.fleet);
    expect(t("home.heroTitle")).toBe("home.heroTitle");
    expect(tList("list.weekdays")).toEqual([]);
  });
});

describe("handles of the routes a path matches", () => {
  const route = (
    id: string,
    parentId: string | undefined,
    path: string | undefined,
    handle?: unknown,
    index?: boolean,
  ) => ({
    id,
    parentId,
    path,
    index,
    module: { handle },
  });
  const build = {
    routes: {
      root: route("root", undefined, ""),
      site: route("site", "root", undefined, { cache: "content" }),
      home: route("home", "site", undefined, { messages: ["home"] }, true),
      "en:home": route("en:home", "site", "en", { messages: ["home"] }),
      fleet: route("fleet", "site", "araclarimiz"),
      slug: route("slug", "site", ":page"),
    },
  } as unknown as Pick<ServerBuild, "routes">;

  it("lists root, layout and page handles in order", () => {
    expect(handlesForPath(build, "/")).toEqual([undefined, { cache: "content" }, { messages: ["home"] }]);
    expect(handlesForPath(build, "/en")).toEqual([undefined, { cache: "content" }, { messages: ["home"] }]);
  });

  it("prefers static paths over dynamic ones like the router does", () => {
    expect(areasForHandles(handlesForPath(build, "/araclarimiz"))).toBe("all");
    expect(handlesForPath(build, "/ofis-x")).toHaveLength(3);
  });
});

describe("areas by address prefix (handle.messagesByPrefix, the office pages)", () => {
  const slug = {
    messages: ["content", "search", "pages.blog"],
    messagesByPrefix: { "ofis-": { messages: ["content.offices", "search"], staticMessages: ["search.nearest"] } },
  };

  it("the entry whose prefix the path's last segment starts with replaces the route's own areas", () => {
    for (const path of ["/ofis-istanbul-havalimani", "/en/ofis-ankara-kizilay", "/ofis-x.data"]) {
      const areas = areasForHandles([undefined, { cache: "content" }, slug], path);
      expect(areas).toContain("content.offices");
      expect(areas).not.toContain("content");
      expect(areas).not.toContain("pages.blog");
      expect(staticPartsForHandles([undefined, slug], path)).toEqual(["search.nearest"]);
    }
  });

  it("any other path, or none, keeps the route's own areas", () => {
    for (const path of ["/blog-ofis-x", "/ofisler", undefined]) {
      expect(areasForHandles([undefined, slug], path)).toContain("pages.blog");
      expect(staticPartsForHandles([undefined, slug], path)).toEqual([]);
    }
  });
});

describe("static message parts (decision 0059, amendment stop 24)", () => {
  const fleetPage = pickAreas(tr, ["app", "fleet", "search"]);
  const cardTexts = ["fleet.rent", "fleet.label", "fleet.fuel"] as const;

  it("are the union of what the matched routes declare", () => {
    expect(staticPartsForHandles([undefined, { messages: ["fleet"] }])).toEqual([]);
    expect(
      staticPartsForHandles([{ staticMessages: ["fleet.rent"] }, { staticMessages: ["fleet.rent", "fleet.label"] }]),
    ).toEqual(["fleet.rent", "fleet.label"]);
  });

  it("leave the document's data, and come back whole when merged on the server", () => {
    const data = omitParts(fleetPage, cardTexts);
    const missing: unknown[] = [];
    const { t } = createTranslator("tr", data, (...problem: unknown[]) => void missing.push(problem));
    expect(t("fleet.rent")).toBe("fleet.rent");
    expect(t("fleet.label.doors")).toBe("fleet.label.doors");
    expect(missing).toHaveLength(2);
    expect(t("fleet.apply")).toBe(tr.fleet.apply);
    expect(data.search).toBe(fleetPage.search);
    // The catalog itself is untouched.
    expect(tr.fleet.rent).toBe("Bu aracı kirala");
    const server = mergeParts(data, pickAreas(tr, cardTexts));
    expect(server).toEqual(fleetPage);
    expect(createTranslator("tr", server).t("fleet.label.doors")).toBe(tr.fleet.label.doors);
  });

  it("may be a whole area", () => {
    expect(omitParts(fleetPage, ["fleet"])).toEqual({ app: tr.app, search: tr.search });
  });
});

describe("areas by the value of a query parameter (handle.views, the booking steps: decision 0150)", () => {
  const booking = {
    messages: ["booking", "search", "forms"],
    views: {
      param: "adim",
      absent: "1",
      byValue: {
        "1": { messages: ["booking.vehicles", "search"], staticMessages: ["booking.dateGrid"] },
        "2": { messages: ["booking.packages", "search"] },
        "3": { messages: ["booking.driver", "forms.phone"] },
      },
    },
  };
  const areas = (query: string) => areasForHandles([{}, booking], "/rezervasyon", new URLSearchParams(query));

  it("each step gets its own view's areas; an address without the parameter gets the `absent` one's", () => {
    expect(areas("adim=2")).toEqual([...coreAreas, "booking.packages", "search"]);
    expect(areas("adim=3")).toEqual([...coreAreas, "booking.driver", "forms.phone"]);
    expect(areas("alis=IST")).toEqual([...coreAreas, "booking.vehicles", "search"]);
    expect(areas("adim=1")).toEqual(areas(""));
    expect(staticPartsForHandles([{}, booking], "/rezervasyon", new URLSearchParams(""))).toEqual(["booking.dateGrid"]);
    expect(staticPartsForHandles([{}, booking], "/rezervasyon", new URLSearchParams("adim=2"))).toEqual([]);
  });

  it("a value no view names, or no query, gets the route's whole list", () => {
    expect(areas("adim=9")).toEqual([...coreAreas, "booking", "search", "forms"]);
    expect(areasForHandles([{}, booking], "/rezervasyon")).toEqual([...coreAreas, "booking", "search", "forms"]);
  });

  it("a part of the forms area cuts the catalog to that part", () => {
    const picked = pickAreas(tr, ["forms.phone"]);
    expect(Object.keys(picked)).toEqual(["forms"]);
    expect(picked.forms).toEqual({ phone: tr.forms.phone });
  });
});

describe("parts a page leaves out of its layouts' areas (handle.omitMessages, decision 0152)", () => {
  const layout = { messages: ["staff"] };
  const page = { messages: ["staff", "fleetTimeline"], omitMessages: ["staff.detail", "consent"] };

  it("are read from the page's own route only", () => {
    expect(omittedPartsForHandles([undefined, layout, page])).toEqual(["staff.detail", "consent"]);
    expect(omittedPartsForHandles([undefined, page, layout])).toEqual([]);
  });

  it("leave the page's texts without them and the rest of the area whole", () => {
    const picked = pickAreas(tr, areasForHandles([undefined, layout, page]));
    const sent = omitParts(picked, omittedPartsForHandles([undefined, layout, page]));
    expect(sent.staff?.nav).toEqual(tr.staff.nav);
    expect(sent.staff && "detail" in sent.staff).toBe(false);
    expect("consent" in sent).toBe(false);
    expect(sent.fleetTimeline).toEqual(tr.fleetTimeline);
  });
});
