import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { attr, escapeHtml, markup } from "./html.ts";

describe("markup templates", () => {
  it("escapes every value put into text and attributes", () => {
    const name = `"><script>alert('x')</script>&`;
    expect(markup`<p title="${name}">${name}</p>`.value).toBe(
      `<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>`,
    );
  });

  it("keeps markup made by markup, joins lists and leaves out null, undefined and false", () => {
    const items = ["a<b", "c"].map((s) => markup`<li>${s}</li>`);
    expect(markup`<ul>${items}${null}${undefined}${false}${0}</ul>`.value).toBe("<ul><li>a&lt;b</li><li>c</li>0</ul>");
  });

  it("writes an attribute only when it has a value", () => {
    expect(markup`<a${attr("aria-current", null)}${attr("href", "/x?a=1&b=2")}>x</a>`.value).toBe(
      `<a href="/x?a=1&amp;b=2">x</a>`,
    );
  });

  it("no text ever closes the element or the attribute it is put into", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = escapeHtml(text);
        expect(out).not.toMatch(/[<>"']/);
        // Escaping is reversible: the browser reads back exactly the text.
        const back = out
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, "&");
        expect(back).toBe(text);
      }),
    );
  });
});
