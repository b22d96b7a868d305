// The OpenAPI 3.1 document of the API, generated (zod-openapi, on zod 4's JSON Schema output)
// from the zod schemas the server checks requests with and the operations table it routes by.
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { API_SCOPES } from "#app/domain/api/api-access.ts";
import { z } from "#app/shared/validation/zod.ts";
import { TOKEN_TTL_SECONDS } from "#app/server/services/api-clients.server.ts";
import { API_WINDOW_SECONDS } from "#app/server/services/api-gateway.server.ts";
import { operations } from "./api-operations.server.ts";
import {
  legacyLocationsAnswerSchema,
  legacyLocationsRequestSchema,
  legacyTokenRequestSchema,
  oauthErrorSchema,
  problemSchema,
  tokenAnswerSchema,
  tokenFormSchema,
} from "./api-schemas.server.ts";

export const API_VERSION = "1.0.0";

const problemTitles: Record<number, string> = {
  400: "The request is invalid (problem details with the fields' messages).",
  401: "No valid bearer token.",
  403: "The token lacks the scope this operation needs.",
  404: "Not found.",
  409: "Conflicts with the current state.",
  410: "Gone (the quote expired).",
  413: "The body is too large.",
  415: "The body is not JSON.",
  422: "Well-formed but refused by the business rules.",
  429: "Over the client's rate limit; wait Retry-After seconds.",
};

const problemResponse = (status: number) => ({
  description: problemTitles[status] ?? "A problem.",
  content: { "application/problem+json": { schema: problemSchema } },
});

const langHeader = z.object({
  "Accept-Language": z.string().optional().meta({ description: "tr or en (default tr); ?lang= wins.", example: "en" }),
});

function operationObject(op: (typeof operations)[number]): ZodOpenApiOperationObject {
  const statuses = [400, 401, 403, ...op.problems, 429].filter((s, i, all) => all.indexOf(s) === i).sort();
  const header = op.idempotent
    ? langHeader.extend({
        "Idempotency-Key": z.string().min(1).max(255).meta({
          description:
            "Required: a new random key per new request. Sending the same key again replays the stored answer (Idempotent-Replayed: true).",
          example: "5f0c8c1e-2a1b-4c55-9c7e-0d3a9c1d1a77",
        }),
      })
    : langHeader;
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    security: [{ oauth2: [op.scope] }],
    requestParams: {
      header,
      query: (op.query ? (op.query as z.ZodObject) : z.object({})).extend({
        lang: z.enum(["tr", "en"]).optional().meta({ description: "Language of texts and messages." }),
      }),
    },
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: op.body } } } } : {}),
    responses: {
      [String(op.success.status)]: {
        description: op.success.description,
        content: { "application/json": { schema: op.success.schema } },
      },
      ...Object.fromEntries(statuses.map((s) => [String(s), problemResponse(s)])),
    },
  };
}

function build(publicUrl: string): OpenAPIV3_1.Document {
  const paths: ZodOpenApiPathsObject = {
    "/token": {
      post: {
        operationId: "issueToken",
        summary: "Get a bearer token (OAuth 2.0 client credentials)",
        description: `RFC 6749 section 4.4: grant_type=client_credentials with the client's id and secret (HTTP Basic or in the form). The spec's mobile client sends JSON { Name, Password } instead; that pair belongs to a public client and only ever gets public:read. Tokens live ${TOKEN_TTL_SECONDS} seconds.`,
        tags: ["Authentication"],
        security: [{}, { clientBasic: [] }],
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": { schema: tokenFormSchema },
            "application/json": { schema: legacyTokenRequestSchema },
          },
        },
        responses: {
          "200": { description: "The token.", content: { "application/json": { schema: tokenAnswerSchema } } },
          "400": { description: "RFC 6749 5.2 error.", content: { "application/json": { schema: oauthErrorSchema } } },
          "401": { description: "invalid_client.", content: { "application/json": { schema: oauthErrorSchema } } },
          "429": problemResponse(429),
        },
      },
    },
    "/api/Locations/List": {
      post: {
        operationId: "legacyListLocations",
        summary: "The offices, for the spec's mobile client",
        description:
          "Kept compatible with the spec's client: body { limit, offset_count, offset_limit, language } (it sends 0, -1, 0, 'TR'); answers { value: [...] }. limit 0 = all; offset_count entries are skipped; offset_limit > 0 caps the count too.",
        tags: ["Legacy"],
        security: [{ oauth2: ["public:read"] }],
        requestBody: { required: true, content: { "application/json": { schema: legacyLocationsRequestSchema } } },
        responses: {
          "200": {
            description: "The offices.",
            content: { "application/json": { schema: legacyLocationsAnswerSchema } },
          },
          "400": problemResponse(400),
          "401": problemResponse(401),
          "403": problemResponse(403),
          "429": problemResponse(429),
        },
      },
    },
  };
  for (const op of operations) {
    const entry = (paths[op.path] ??= {});
    entry[op.method] = operationObject(op);
  }
  const document = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Yolda API",
      version: API_VERSION,
      description: [
        "The Yolda car rental API for the mobile app and partners (travel agencies, hotel desks, comparison sites).",
        "Authenticate with POST /token (client credentials), then send `Authorization: Bearer <token>`.",
        `Each client has its own rate limit per ${API_WINDOW_SECONDS} seconds; over it the answer is 429 with Retry-After.`,
        "Errors are RFC 9457 problem details (application/problem+json) in the language asked for with ?lang= or Accept-Language (tr, en).",
        "Money is in kuruş (integers, VAT included); times are Europe/Istanbul local times (YYYY-MM-DDTHH:mm).",
      ].join("\n\n"),
    },
    servers: [{ url: publicUrl }],
    tags: [
      { name: "Authentication" },
      { name: "Catalogue" },
      { name: "Booking" },
      { name: "Reservations" },
      { name: "Legacy" },
    ],
    components: {
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description: "Client credentials; the token is sent as a bearer token.",
          flows: {
            clientCredentials: {
              tokenUrl: `${publicUrl}/token`,
              scopes: Object.fromEntries(
                API_SCOPES.map((s) => [
                  s,
                  s === "book" ? "Quote, reserve, look up and cancel." : "Read offices, fleet, prices.",
                ]),
              ),
            },
          },
        },
        clientBasic: { type: "http", scheme: "basic", description: "client_id:client_secret for POST /token." },
      },
    },
    paths,
  });
  return document as unknown as OpenAPIV3_1.Document;
}

const cache = new Map<string, OpenAPIV3_1.Document>();

/** The document for this server's public address (built once per address). */
export function openApiDocument(publicUrl: string): OpenAPIV3_1.Document {
  let document = cache.get(publicUrl);
  if (!document) {
    document = build(publicUrl);
    cache.set(publicUrl, document);
  }
  return document;
}
