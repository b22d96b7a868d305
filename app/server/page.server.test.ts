import { describe, expect, it } from "vitest";
import { pageUrl } from "./page.server.ts";

describe("the page's address behind React Router's data requests", () => {
  it("reads a client navigation's .data request as the page the visitor sees", () => {
    expect(pageUrl("http://x/en/sss.data?_routes=routes%2Ffaq").href).toBe("http://x/en/sss");
    expect(pageUrl("http://x/_root.data?_routes=root").href).toBe("http://x/");
    expect(pageUrl("http://x/en.data").pathname).toBe("/en");
    expect(pageUrl("http://x/yonetim/rezervasyonlar/YLD-1/gelmedi.data").pathname).toBe(
      "/yonetim/rezervasyonlar/YLD-1/gelmedi",
    );
  });

  it("keeps the page's own query, and leaves a document request as it is", () => {
    expect(pageUrl("http://x/araclarimiz.data?vites=otomatik&_routes=a").search).toBe("?vites=otomatik");
    expect(pageUrl("http://x/araclarimiz?_routes=kept").search).toBe("?_routes=kept");
    expect(pageUrl("http://x/data").pathname).toBe("/data");
  });
});
