// The operations of /api/v1, each with its schemas, scope and use case. The HTTP layer
// (api-http.server.ts) routes and checks requests from this table, and the OpenAPI document
// (api-document.server.ts) is generated from the very same table, so the two cannot disagree.
import type { ZodType } from "zod";
import type { ApiScope } from "#app/domain/api/api-access.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { QuoteRow } from "#app/server/repositories/quotes.server.ts";
import type { Caller } from "#app/server/services/api-clients.server.ts";
import {
  apiCampaignCheck,
  apiCreateQuote,
  apiFleet,
  apiOffices,
  apiPrepareQuote,
  apiSearch,
} from "#app/server/services/partner-api.server.ts";
import { apiLookup, apiRequestCancellation, apiReserve } from "#app/server/services/partner-api-reservations.server.ts";
import { type ApiOutcome, outcomeOf } from "./api-outcome.server.ts";
import {
  availabilitySchema,
  campaignCheckQuerySchema,
  campaignCheckSchema,
  cancellationAnswerSchema,
  cancellationRequestSchema,
  lookupRequestSchema,
  officeListSchema,
  quoteRequestSchema,
  quoteSchema,
  reservationEnvelopeSchema,
  reservationRequestSchema,
  reservationSchema,
  reservationViewSchema,
  searchQuerySchema,
  vehicleClassSchema,
  vehicleModelSchema,
} from "./api-schemas.server.ts";
import { z } from "#app/shared/validation/zod.ts";

export type OperationContext = {
  db: Db;
  lang: Lang;
  now: Date;
  ip: string;
  caller: Caller;
  publicUrl: string;
  /** Translates a catalogue key of the site (search.errors.*, booking.campaign.reasons.*). */
  text: (key: string) => string;
};

export type Operation = {
  method: "get" | "post";
  path: `/api/v1/${string}`;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  scope: ApiScope;
  /** Creating POSTs: an Idempotency-Key is required and the first answer is replayed. */
  idempotent: boolean;
  /**
   * Catalogue reads the same for every client (offices, classes, models): sent with an ETag and
   * CATALOGUE_CACHE_CONTROL, and 304 to a matching If-None-Match (docs/decisions/0085).
   */
  catalogue?: true;
  query?: ZodType;
  /** What the document shows as the body; `parseBody` (if given) is what the server checks first. */
  body?: ZodType;
  parseBody?: ZodType;
  success: { status: 200 | 201; schema: ZodType; description: string };
  /** Problem statuses this operation can answer besides 400, 401, 403 and 429. */
  problems: number[];
  run(ctx: OperationContext, input: { query: unknown; body: unknown }): Promise<ApiOutcome<unknown>>;
  /**
   * An idempotent operation that only reads and then stores one quote: `run` without the store,
   * giving back the quote its answer names. The quote, the key and the answer are then written in
   * one statement (docs/decisions/0170); `run` is what a key found already there is answered with.
   */
  prepare?(
    ctx: OperationContext,
    input: { query: unknown; body: unknown },
  ): Promise<{ outcome: ApiOutcome<unknown>; quote: QuoteRow | null }>;
};

const ok = <T>(body: T): ApiOutcome<T> => ({ ok: true, status: 200, body });

export const operations: Operation[] = [
  {
    method: "get",
    path: "/api/v1/offices",
    operationId: "listOffices",
    summary: "Offices with opening hours and closures",
    description: "Every office that rents cars, with its weekly hours and holiday closures from today on.",
    tag: "Catalogue",
    scope: "public:read",
    idempotent: false,
    catalogue: true,
    success: { status: 200, schema: officeListSchema, description: "The offices, by city then name." },
    problems: [],
    run: async (ctx) => ok({ offices: await apiOffices(ctx.db, ctx.lang, ctx.now) }),
  },
  {
    method: "get",
    path: "/api/v1/vehicle-classes",
    operationId: "listVehicleClasses",
    summary: "Vehicle classes",
    description: "The classes in display order, each with its lowest daily price and its models.",
    tag: "Catalogue",
    scope: "public:read",
    idempotent: false,
    catalogue: true,
    success: {
      status: 200,
      schema: z.object({ classes: z.array(vehicleClassSchema) }).meta({ id: "VehicleClassList" }),
      description: "The classes.",
    },
    problems: [],
    run: async (ctx) => ok({ classes: (await apiFleet(ctx.db, ctx.lang)).classes }),
  },
  {
    method: "get",
    path: "/api/v1/vehicle-models",
    operationId: "listVehicleModels",
    summary: "Vehicle models",
    description: "Every active model with its class, equipment, driver requirements and lowest daily price.",
    tag: "Catalogue",
    scope: "public:read",
    idempotent: false,
    catalogue: true,
    success: {
      status: 200,
      schema: z.object({ models: z.array(vehicleModelSchema) }).meta({ id: "VehicleModelList" }),
      description: "The models.",
    },
    problems: [],
    run: async (ctx) => ok({ models: (await apiFleet(ctx.db, ctx.lang)).models }),
  },
  {
    method: "get",
    path: "/api/v1/availability",
    operationId: "searchAvailability",
    summary: "Available cars with prices",
    description:
      "The models that can be rented for the window, priced by the server (cheapest first), and the ones that cannot. A campaign code is applied where it is valid.",
    tag: "Booking",
    scope: "public:read",
    idempotent: false,
    query: searchQuerySchema,
    success: { status: 200, schema: availabilitySchema, description: "Offers and unavailable models." },
    problems: [422],
    run: async (ctx, { query }) =>
      outcomeOf(await apiSearch(ctx.db, query as z.output<typeof searchQuerySchema>, ctx.now), 200),
  },
  {
    method: "get",
    path: "/api/v1/campaign-check",
    operationId: "checkCampaign",
    summary: "Check a campaign code",
    description: "Whether a campaign code exists and applies to each available model for the window.",
    tag: "Booking",
    scope: "public:read",
    idempotent: false,
    query: campaignCheckQuerySchema,
    success: { status: 200, schema: campaignCheckSchema, description: "The code's status per model." },
    problems: [422],
    run: async (ctx, { query }) => {
      const checked = await apiCampaignCheck(ctx.db, query as z.output<typeof campaignCheckQuerySchema>, ctx.now);
      if (!checked.ok) return outcomeOf(checked, 200);
      return {
        ok: true,
        status: 200,
        body: {
          ...checked.value,
          models: checked.value.models.map((m) => ({
            ...m,
            refusalText: m.refusal ? ctx.text(`booking.campaign.reasons.${m.refusal}`) : null,
          })),
        },
      };
    },
  },
  {
    method: "post",
    path: "/api/v1/quotes",
    operationId: "createQuote",
    summary: "Price one model (a quote, valid 15 minutes)",
    description:
      "Prices the model for the window with the chosen packages and stores the price; a reservation is made from a quote only.\n\nOne main assurance package (`assuranceCode`) and any assurance add-ons that combine with it (`assuranceAddOnCodes`, e.g. tyre-glass-headlight), priced by the same rule as the web booking. An unknown code, or a code sent in the other field, is a 422 `unknownOption` problem naming the field; an add-on listed twice is a 400.",
    tag: "Booking",
    scope: "book",
    idempotent: true,
    body: quoteRequestSchema,
    success: { status: 201, schema: quoteSchema, description: "The stored quote." },
    problems: [404, 409, 422],
    run: async (ctx, { body }) =>
      outcomeOf(await apiCreateQuote(ctx.db, body as z.output<typeof quoteRequestSchema>, ctx.lang, ctx.now), 201),
    prepare: async (ctx, { body }) => {
      const { result, row } = await apiPrepareQuote(
        ctx.db,
        body as z.output<typeof quoteRequestSchema>,
        ctx.lang,
        ctx.now,
      );
      return { outcome: outcomeOf(result, 201), quote: row };
    },
  },
  {
    method: "post",
    path: "/api/v1/reservations",
    operationId: "createReservation",
    summary: "Reserve from a quote",
    description:
      "paymentType office: confirmed at once, paid at the office. paymentType card: held for a short while; send the customer to paymentUrl (the 3-D Secure page) to pay.",
    tag: "Booking",
    scope: "book",
    idempotent: true,
    body: reservationRequestSchema,
    parseBody: reservationEnvelopeSchema,
    success: { status: 201, schema: reservationSchema, description: "The reservation." },
    problems: [404, 409, 410, 422],
    run: async (ctx, { body }) =>
      outcomeOf(
        await apiReserve(ctx.db, body as z.output<typeof reservationEnvelopeSchema>, {
          lang: ctx.lang,
          now: ctx.now,
          ip: ctx.ip,
          publicUrl: ctx.publicUrl,
        }),
        201,
      ),
  },
  {
    method: "post",
    path: "/api/v1/reservation-lookups",
    operationId: "lookUpReservation",
    summary: "Look up a reservation",
    description:
      "A reservation by its number and the driver's last name (a POST so neither ends up in a URL). A wrong number and a wrong name get the same answer.",
    tag: "Reservations",
    scope: "book",
    idempotent: false,
    body: lookupRequestSchema,
    success: {
      status: 200,
      schema: reservationViewSchema,
      description: "The reservation as the lookup page shows it.",
    },
    problems: [404],
    run: async (ctx, { body }) =>
      outcomeOf(await apiLookup(ctx.db, body as z.output<typeof lookupRequestSchema>, ctx.lang, ctx.now), 200),
  },
  {
    method: "post",
    path: "/api/v1/cancellation-requests",
    operationId: "requestCancellation",
    summary: "Request a cancellation",
    description:
      "Records the customer's cancellation request with the refund the policy gives now, and e-mails it; the reservations team applies it. A second request while one is open answers 200 with created false.",
    tag: "Reservations",
    scope: "book",
    idempotent: true,
    body: cancellationRequestSchema,
    success: { status: 201, schema: cancellationAnswerSchema, description: "The request was recorded." },
    problems: [404, 409],
    run: async (ctx, { body }) => {
      const answer = await apiRequestCancellation(ctx.db, body as z.output<typeof cancellationRequestSchema>, ctx);
      if (!answer.ok) return outcomeOf(answer, 201);
      // A second request while one is open records nothing: 200, not 201.
      const ruleText = ctx.text(`forms.cancel.rules.${answer.value.rule}`);
      return { ok: true, status: answer.value.created ? 201 : 200, body: { ...answer.value, ruleText } };
    },
  },
];
