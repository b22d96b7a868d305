// The API's reference page (/api/v1/docs): written on the server from the OpenAPI document itself,
// plain HTML and CSS, nothing loaded from elsewhere and no script (the page's policy allows none).
import { escapeHtml } from "#app/shared/html/html.ts";
import type { OpenAPIV3_1 } from "openapi-types";
import {
  enApiFieldMessages,
  enApiProblems,
  trApiFieldMessages,
  trApiProblems,
  type ApiFieldMessageKey,
  type ApiProblemKey,
} from "#app/i18n/messages/api-problems.ts";

const escape = (value: unknown) => escapeHtml(String(value ?? ""));

const paragraphs = (text: string | undefined) =>
  (text ?? "")
    .split(/\n\n+/)
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");

type Schema = Record<string, unknown>;

/** A schema as readable JSON, with $refs shown as links to the schema's section. */
function schemaBlock(schema: unknown): string {
  const json = escape(JSON.stringify(schema, null, 2));
  return `<pre tabindex="0">${json.replace(
    /&quot;#\/components\/schemas\/([A-Za-z0-9_]+)&quot;/g,
    (_m, name: string) => `&quot;<a href="#schema-${name}">#/components/schemas/${name}</a>&quot;`,
  )}</pre>`;
}

function operationSection(path: string, method: string, op: OpenAPIV3_1.OperationObject): string {
  const id = op.operationId ?? `${method}-${path}`;
  const scopes = (op.security ?? []).flatMap((s) => Object.values(s).flat()).join(", ");
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const responses = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  return `<section id="op-${escape(id)}" aria-labelledby="h-${escape(id)}">
<h3 id="h-${escape(id)}"><span class="method method-${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p class="summary">${escape(op.summary)}</p>
${paragraphs(op.description)}
${scopes ? `<p><strong>Scope:</strong> <code>${escape(scopes)}</code></p>` : ""}
${
  params.length
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td>${escape(
              p.description ?? ((p.schema as Schema | undefined)?.description as string | undefined) ?? "",
            )}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : ""
}
${
  body
    ? `<h4>Request body</h4>${Object.entries(body.content ?? {})
        .map(([type, media]) => `<p><code>${escape(type)}</code></p>${schemaBlock(media.schema)}`)
        .join("")}`
    : ""
}
<h4>Responses</h4>
<dl class="responses">${responses
    .map(
      ([status, r]) =>
        `<dt><code>${escape(status)}</code></dt><dd>${escape(r.description)}${Object.entries(r.content ?? {})
          .map(([type, media]) => {
            const ref = (media.schema as Schema | undefined)?.$ref;
            return ` <code>${escape(type)}</code>${
              typeof ref === "string"
                ? ` <a href="#schema-${escape(ref.split("/").pop())}">${escape(ref.split("/").pop())}</a>`
                : ""
            }`;
          })
          .join("")}</dd>`,
    )
    .join("")}</dl>
</section>`;
}

export function referencePage(document: OpenAPIV3_1.Document, appName: string): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (["get", "post", "put", "patch", "delete"] as const).flatMap((method) => {
      const op = item?.[method];
      return op ? [{ path, method, op }] : [];
    }),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = entry.op.tags?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  const schemas = Object.entries(document.components?.schemas ?? {});
  const problemKeys = Object.keys(trApiProblems) as ApiProblemKey[];
  const fieldKeys = Object.keys(trApiFieldMessages) as ApiFieldMessageKey[];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(document.info.title)} ${escape(document.info.version)} · ${escape(appName)}</title>
<style>
:root { color-scheme: light dark; --fg: #0f172a; --bg: #ffffff; --muted: #475569; --line: #cbd5e1; --code: #f1f5f9; --link: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e2e8f0; --bg: #0f172a; --muted: #cbd5e1; --line: #334155; --code: #1e293b; --link: #93c5fd; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
.layout { display: grid; grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); max-width: 80rem; margin: 0 auto; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 1.5rem 1rem; border-right: 1px solid var(--line); font-size: 0.95rem; }
nav ul { list-style: none; margin: 0 0 1rem; padding: 0; }
nav li { margin: 0.2rem 0; }
main { padding: 1.5rem 2rem 4rem; min-width: 0; }
h1 { margin-top: 0; font-size: 2rem; }
h2 { margin-top: 2.5rem; border-bottom: 2px solid var(--line); padding-bottom: 0.3rem; }
section { border-top: 1px solid var(--line); padding-top: 0.5rem; margin-top: 1.5rem; }
h3 { font-size: 1.15rem; overflow-wrap: anywhere; }
.summary { font-weight: 600; }
.method { display: inline-block; min-width: 3.6rem; text-align: center; border-radius: 0.3rem; padding: 0.05rem 0.4rem; font-size: 0.85rem; color: #fff; background: #334155; }
.method-get { background: #166534; } .method-post { background: #1e40af; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 0.88rem; }
pre:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
pre { background: var(--code); padding: 0.75rem; overflow: auto; max-height: 28rem; border-radius: 0.4rem; }
table { border-collapse: collapse; width: 100%; margin: 0.75rem 0; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.3rem; }
th, td { border: 1px solid var(--line); padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
dl.responses dt { font-weight: 600; margin-top: 0.4rem; }
dl.responses dd { margin-left: 1.5rem; }
@media (max-width: 48rem) { .layout { display: block; } nav { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
</style>
</head>
<body>
<div class="layout">
<nav aria-label="Contents">
<p><strong>${escape(document.info.title)}</strong> ${escape(document.info.version)}</p>
${[...byTag]
  .map(
    ([tag, entries]) =>
      `<p>${escape(tag)}</p><ul>${entries
        .map(
          (e) =>
            `<li><a href="#op-${escape(e.op.operationId)}">${escape(e.method.toUpperCase())} ${escape(e.path)}</a></li>`,
        )
        .join("")}</ul>`,
  )
  .join("")}
<ul><li><a href="#problems">Problem types</a></li><li><a href="#schemas">Schemas</a></li><li><a href="openapi.json">openapi.json</a></li></ul>
</nav>
<main>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
${paragraphs(document.info.description)}
<p>Server: <code>${escape(document.servers?.[0]?.url)}</code>. The machine-readable document: <a href="openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
${[...byTag]
  .map(
    ([tag, entries]) =>
      `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${entries.map((e) => operationSection(e.path, e.method, e.op)).join("")}`,
  )
  .join("")}
<h2 id="problems">Problem types</h2>
<p>Every error of /api/v1 is <code>application/problem+json</code> (RFC 9457). Its <code>type</code> links here; <code>code</code> names it; title and detail come in the requested language.</p>
<table><caption>Problem types and their texts</caption><thead><tr><th scope="col">code</th><th scope="col">English</th><th scope="col" lang="tr">Türkçe</th></tr></thead><tbody>
${problemKeys
  .map(
    (key) =>
      `<tr id="problem-${escape(key)}"><td><code>${escape(key)}</code></td><td>${escape(enApiProblems[key][0])}: ${escape(
        enApiProblems[key][1],
      )}</td><td lang="tr">${escape(trApiProblems[key][0])}: ${escape(trApiProblems[key][1])}</td></tr>`,
  )
  .join("\n")}
</tbody></table>
<p>A problem's <code>errors[]</code> names each field with its message. Most codes are the site's own form messages; these come from the API's own checks:</p>
<table><caption>Field messages of the API's own checks</caption><thead><tr><th scope="col">code</th><th scope="col">English</th><th scope="col" lang="tr">Türkçe</th></tr></thead><tbody>
${fieldKeys
  .map(
    (key) =>
      `<tr id="field-api.${escape(key)}"><td><code>api.${escape(key)}</code></td><td>${escape(enApiFieldMessages[key])}</td><td lang="tr">${escape(trApiFieldMessages[key])}</td></tr>`,
  )
  .join("\n")}
</tbody></table>
<h2 id="schemas">Schemas</h2>
${schemas
  .map(
    ([name, schema]) =>
      `<section id="schema-${escape(name)}" aria-labelledby="hs-${escape(name)}"><h3 id="hs-${escape(name)}">${escape(name)}</h3>${schemaBlock(schema)}</section>`,
  )
  .join("\n")}
</main>
</div>
</body>
</html>`;
}
