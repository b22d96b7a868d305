// Markup written as text, for the parts of a page the browser keeps as the server sent them and
// React never hydrates (the search results' cards and cheaper-dates grid, decision 0175). Every
// value put into a template is escaped unless it is markup made by `markup` itself, so a model's
// name or a text cannot add elements or attributes. (The tag is not called `html`: Prettier would
// re-indent such templates, and spaces between inline elements are text.)

/** Markup made by `markup`: put into another template as it is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

/** What a template takes: text (escaped), numbers, markup, lists of these; nothing for null, undefined and false. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPED: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for an element's content and for a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPED[c] ?? c);
}

function markupOf(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(markupOf).join("");
  return escapeHtml(String(value));
}

/** A template of markup: markup`<p class="x">${text}</p>`; its values are escaped. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += markupOf(values[i]) + (strings[i + 1] ?? "");
  return new SafeHtml(out);
}

/** An attribute only when it has a value: attr("aria-current", current ? "page" : null). */
export function attr(name: string, value: string | number | null | undefined): SafeHtml {
  return new SafeHtml(value === null || value === undefined ? "" : ` ${name}="${escapeHtml(String(value))}"`);
}
