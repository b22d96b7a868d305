import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { joinedBytes } from "./inline-scripts.server.ts";
import {
  documentCachePolicy,
  etagMatches,
  stableBody,
  stableParts,
  weakEtag,
  weakEtagWithout,
  type CacheInput,
} from "./page-cache.server.ts";

const base: CacheInput = {
  method: "GET",
  pathname: "/sss",
  status: 200,
  handles: [undefined, undefined, { cache: "content" }],
  responseHeaders: new Headers(),
};

describe("documentCachePolicy", () => {
  it("shares only pages whose route opted in", () => {
    expect(documentCachePolicy(base)).toBe("content");
    expect(documentCachePolicy({ ...base, handles: [undefined, { other: 1 }] })).toBe("personal");
    expect(documentCachePolicy({ ...base, handles: [{ cache: "content" }, { cache: "personal" }] })).toBe("personal");
  });

  it("keeps search results only when the route says so and its loader kept this answer (decision 0062)", () => {
    const search: CacheInput = { ...base, pathname: "/rezervasyon", handles: [undefined, { cache: "search" }] };
    expect(documentCachePolicy({ ...search, searchResults: true })).toBe("search");
    // A draft's step, a member's search, an invalid search: the loader did not say so.
    expect(documentCachePolicy(search)).toBe("personal");
    expect(documentCachePolicy({ ...search, searchResults: false })).toBe("personal");
    // A member's results when the loader checked the session (kept per price group, decision 0146).
    expect(documentCachePolicy({ ...search, searchResults: true, requestCookie: "yolda.session_token=a" })).toBe(
      "search",
    );
    expect(documentCachePolicy({ ...search, requestCookie: "yolda.session_token=a" })).toBe("personal");
    // The same conditions as content pages: a 200 to a GET, no cookie set.
    expect(documentCachePolicy({ ...search, searchResults: true, status: 302 })).toBe("personal");
    expect(
      documentCachePolicy({ ...search, searchResults: true, responseHeaders: new Headers({ "Set-Cookie": "a=b" }) }),
    ).toBe("personal");
    // A loader's flag does not make a route that did not opt in keepable.
    expect(documentCachePolicy({ ...base, handles: [undefined], searchResults: true })).toBe("personal");
  });

  it("keeps answers to POST, errors and redirects personal", () => {
    expect(documentCachePolicy({ ...base, method: "POST" })).toBe("personal");
    expect(documentCachePolicy({ ...base, status: 404 })).toBe("personal");
    expect(documentCachePolicy({ ...base, status: 302 })).toBe("personal");
  });

  it("never shares a response that sets a cookie", () => {
    expect(documentCachePolicy({ ...base, responseHeaders: new Headers({ "Set-Cookie": "a=b" }) })).toBe("personal");
  });

  it("keeps a member's content page for this server only, never for a browser or CDN (decision 0146)", () => {
    expect(documentCachePolicy({ ...base, requestCookie: "yolda_lang=tr; yolda.session_token=abc.def" })).toBe(
      "member",
    );
    expect(documentCachePolicy({ ...base, requestCookie: "__Secure-yolda.session_token=abc" })).toBe("member");
    expect(documentCachePolicy({ ...base, requestCookie: "yolda_member=1" })).toBe("member");
    expect(documentCachePolicy({ ...base, requestCookie: "yolda_lang=en; yolda_member=" })).toBe("content");
    expect(documentCachePolicy({ ...base, requestCookie: "yolda_lang=en" })).toBe("content");
    // A loader that read the member's checked session (members-only campaigns) keeps it personal.
    expect(documentCachePolicy({ ...base, requestCookie: "yolda.session_token=abc", personal: true })).toBe("personal");
    expect(documentCachePolicy({ ...base, personal: true })).toBe("personal");
    // The member area stays personal whatever the cookie.
    expect(documentCachePolicy({ ...base, pathname: "/uye-profil", requestCookie: "yolda.session_token=abc" })).toBe(
      "personal",
    );
  });

  it("never shares the member area, in either language", () => {
    expect(documentCachePolicy({ ...base, pathname: "/uye-profil" })).toBe("personal");
    expect(documentCachePolicy({ ...base, pathname: "/en/uye-rezervasyonlar" })).toBe("personal");
    expect(documentCachePolicy({ ...base, pathname: "/ofis-izmir" })).toBe("content");
  });
});

describe("ETags", () => {
  it("are weak, stable for the same body and different for another", () => {
    expect(weakEtag("<p>a</p>")).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag("<p>a</p>")).toBe(weakEtag("<p>a</p>"));
    expect(weakEtag("<p>a</p>")).not.toBe(weakEtag("<p>b</p>"));
  });

  it("ignore the per-request nonce and request id", () => {
    const page = (nonce: string, id: string) => `<script nonce="${nonce}">x</script><p>${id}</p>`;
    expect(weakEtag(stableBody(page("n1", "r1"), ["n1", "r1"]))).toBe(
      weakEtag(stableBody(page("n2", "r2"), ["n2", "r2"])),
    );
  });

  it("are the same whether the page is held as text or as its UTF-8 bytes (any text, any nonce)", () => {
    const token = fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { maxLength: 6 }), token, token, (pieces, nonce, id) => {
        const page = pieces.map((p, i) => `${p}<script nonce="${nonce}">Sürücü ${i}</script>${id}`).join("ş");
        const bytes = Buffer.from(page, "utf8");
        expect(joinedBytes(stableParts([bytes], [id, ""])).toString("utf8")).toBe(stableBody(page, [id, ""]));
        const stable = stableParts([bytes], [id]);
        expect(weakEtagWithout(stable, nonce)).toBe(weakEtag(stableBody(stableBody(page, [id]), [nonce])));
      }),
    );
  });

  it("of two renders differing only in nonce and request id are equal, held as bytes", () => {
    const page = (nonce: string, id: string) =>
      Buffer.from(`<script nonce="${nonce}">Araç</script><p data-id="${id}">İstanbul</p>`, "utf8");
    expect(weakEtagWithout(stableParts([page("n1", "r1")], ["r1"]), "n1")).toBe(
      weakEtagWithout(stableParts([page("n2", "r2")], ["r2"]), "n2"),
    );
    expect(weakEtagWithout([page("n1", "r1")], "n1")).not.toBe(weakEtagWithout([page("n1", "r2")], "n1"));
  });

  it("match If-None-Match lists with weak comparison", () => {
    const tag = weakEtag("x");
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace(/^W\//, ""), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});
