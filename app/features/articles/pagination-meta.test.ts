import { describe, expect, it } from "vitest";
import { withPagination } from "./pagination-meta.ts";

const base = [
  { title: "Blog - Yolda" },
  { tagName: "link", rel: "canonical", href: "https://yolda.example/en/Tum_Blog" },
  { property: "og:url", content: "https://yolda.example/en/Tum_Blog" },
];

const links = (d: ReturnType<typeof withPagination>, rel: string) =>
  d.filter((x) => "rel" in x && x.rel === rel).map((x) => ("href" in x ? x.href : null));

describe("withPagination", () => {
  it("gives the first page a next link only and a bare canonical", () => {
    const meta = withPagination(base, 1, 2);
    expect(links(meta, "canonical")).toEqual(["https://yolda.example/en/Tum_Blog"]);
    expect(links(meta, "prev")).toEqual([]);
    expect(links(meta, "next")).toEqual(["https://yolda.example/en/Tum_Blog?sayfa=2"]);
  });

  it("gives a middle page both neighbours, the second page's prev being the bare list", () => {
    const meta = withPagination(base, 2, 3);
    expect(links(meta, "canonical")).toEqual(["https://yolda.example/en/Tum_Blog?sayfa=2"]);
    expect(links(meta, "prev")).toEqual(["https://yolda.example/en/Tum_Blog"]);
    expect(links(meta, "next")).toEqual(["https://yolda.example/en/Tum_Blog?sayfa=3"]);
    expect(meta.find((d) => "property" in d && d.property === "og:url")).toEqual({
      property: "og:url",
      content: "https://yolda.example/en/Tum_Blog?sayfa=2",
    });
  });

  it("adds nothing to a single page, and leaves error metadata alone", () => {
    expect(withPagination(base, 1, 1)).toEqual(base);
    const errorMeta = [{ title: "404" }];
    expect(withPagination(errorMeta, 2, 3)).toEqual(errorMeta);
  });
});
