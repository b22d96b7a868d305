// The partner API's request and answer shapes (docs/decisions/0040-partner-api-http.md). Requests
// are checked with these schemas, and the OpenAPI document (api-document.server.ts) is generated
// from them. Where the site has a schema for the same input it is reused: the lookup and
// cancellation forms' fields, and the driver step's fields and rules.
import { driverSchema } from "#app/shared/booking/driver-schema.ts";
import { cancellationSchema, lookupSchema } from "#app/shared/forms/form-schemas.ts";
import { z } from "#app/shared/validation/zod.ts";
import { bodyTypes, fuels, transmissions } from "#app/server/db/schema.ts";

const kurus = z.number().int().meta({ description: "An amount in kuruş (1 TRY = 100 kuruş), VAT included." });
const localTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "search.errors.pickupMissing" })
  .meta({
    description: "Local time in Europe/Istanbul, YYYY-MM-DDTHH:mm, on the hour or half hour.",
    example: "2027-03-01T10:00",
  });
const officeCode = z
  .string()
  .trim()
  .min(1, { error: "search.errors.pickupOfficeMissing" })
  .max(20)
  .meta({ description: "An office code (see GET /api/v1/offices).", example: "IST" });
const lang = z.enum(["tr", "en"]);

// ---------------------------------------------------------------------------------------------
// Problems (RFC 9457)

export const fieldErrorSchema = z
  .object({
    field: z.string().meta({ description: "The field, as a JSON pointer-like dotted path (driver.email)." }),
    message: z.string().meta({ description: "What is wrong, in the requested language." }),
    code: z.string().meta({ description: "A stable code for the message (the site's catalogue key)." }),
  })
  .meta({ id: "FieldError" });

// ---------------------------------------------------------------------------------------------
// Legacy calls (the spec's client)

export const legacyTokenRequestSchema = z
  .object({ Name: z.string().max(200), Password: z.string().max(200) })
  .meta({ id: "LegacyTokenRequest" });

export const tokenFormSchema = z
  .object({
    grant_type: z.literal("client_credentials"),
    scope: z.string().max(200).optional().meta({ description: "Space separated: public:read, book." }),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
  })
  .meta({ id: "TokenRequest", description: "RFC 6749 4.4; the client may authenticate with HTTP Basic instead." });

export const tokenAnswerSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
    scope: z.string(),
    token: z.string().meta({ description: "The same token, under the name the spec's client reads." }),
  })
  .meta({ id: "TokenAnswer" });

export const oauthErrorSchema = z
  .object({
    error: z.enum(["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type", "invalid_scope"]),
    error_description: z.string().optional(),
  })
  .meta({ id: "OAuthError", description: "RFC 6749 5.2." });

export const legacyLocationsRequestSchema = z
  .object({
    limit: z.coerce.number().int().default(0),
    offset_count: z.coerce.number().int().default(-1),
    offset_limit: z.coerce.number().int().default(0),
    language: z
      .string()
      .default("TR")
      .transform((v) => (v.trim().toLowerCase() === "en" ? ("en" as const) : ("tr" as const))),
  })
  .meta({ id: "LegacyLocationsRequest" });

// ---------------------------------------------------------------------------------------------
// Catalogue

const dayHours = z.object({ open: z.string(), close: z.string() }).nullable();

export const officeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
    open24h: z.boolean(),
    hours: z.array(dayHours).length(7).meta({ description: "Monday first; null = closed that weekday." }),
    closures: z
      .array(z.object({ day: z.string(), opens: z.string().nullable(), closes: z.string().nullable() }))
      .meta({ description: "Holidays from today on; opens/closes null = closed all day." }),
  })
  .meta({ id: "Office" });

export const officeListSchema = z.object({ offices: z.array(officeSchema) }).meta({ id: "OfficeList" });

export const legacyLocationsAnswerSchema = z.object({ value: z.array(officeSchema) }).meta({ id: "LegacyLocations" });

export const vehicleClassSchema = z
  .object({
    slug: z.string(),
    acriss: z.string(),
    name: z.string(),
    description: z.string(),
    fromKurus: kurus,
    models: z.array(z.string()),
  })
  .meta({ id: "VehicleClass" });

export const vehicleModelSchema = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    model: z.string(),
    year: z.number().int(),
    classSlug: z.string(),
    className: z.string(),
    acriss: z.string(),
    bodyType: z.enum(bodyTypes),
    fuel: z.enum(fuels),
    transmission: z.enum(transmissions),
    doors: z.number().int(),
    adults: z.number().int(),
    luggage: z.number().int(),
    kmLimitPerDay: z.number().int(),
    minAge: z.number().int(),
    licenceYears: z.number().int(),
    depositKurus: kurus,
    fromKurus: kurus.nullable(),
  })
  .meta({ id: "VehicleModel" });

export const catalogueSchema = z
  .object({ classes: z.array(vehicleClassSchema), models: z.array(vehicleModelSchema) })
  .meta({ id: "Fleet" });

// ---------------------------------------------------------------------------------------------
// Search, quote, campaign check

export const searchQuerySchema = z
  .object({
    pickupOffice: officeCode,
    dropoffOffice: officeCode.optional().meta({ description: "Defaults to the pick-up office." }),
    pickupAt: localTime,
    returnAt: localTime,
    campaignCode: z.string().trim().max(40).optional(),
  })
  .meta({ id: "SearchQuery" });

const campaignRefusal = z.enum([
  "inactive",
  "notStarted",
  "expired",
  "usedUp",
  "membersOnly",
  "wrongOffice",
  "wrongClass",
  "tooShort",
]);

export const offerSchema = z
  .object({
    modelId: z.number().int(),
    brand: z.string(),
    model: z.string(),
    classSlug: z.string(),
    freeUnits: z.number().int(),
    days: z.number().int(),
    totalKurus: kurus.meta({ description: "Pay at the office." }),
    payNowTotalKurus: kurus.meta({ description: "Pay now by card: the pay-now discount taken off totalKurus." }),
    dailyKurus: kurus,
    listVehicleKurus: kurus,
    oneWayFeeKurus: kurus,
    appliedDiscount: z.enum(["campaign", "member"]).nullable(),
    campaignGainKurus: kurus.nullable(),
    campaignRefusal: campaignRefusal.nullable(),
    depositKurus: kurus,
    kmAllowance: z.union([z.number().int(), z.literal("unlimited")]),
    minAge: z.number().int(),
    licenceYears: z.number().int(),
  })
  .meta({ id: "Offer" });

export const availabilitySchema = z
  .object({
    days: z.number().int(),
    oneWayFeeKurus: kurus,
    campaign: z.object({ code: z.string(), status: z.enum(["valid", "notApplicable", "unknown"]) }).nullable(),
    models: z.array(offerSchema),
    unavailable: z.array(z.object({ modelId: z.number().int(), reason: z.enum(["soldOut", "noRate"]) })),
  })
  .meta({ id: "Availability" });

export const campaignCheckQuerySchema = searchQuerySchema
  .extend({ code: z.string().trim().min(1).max(40) })
  .omit({ campaignCode: true })
  .meta({ id: "CampaignCheckQuery" });

export const campaignCheckSchema = z
  .object({
    code: z.string(),
    status: z.enum(["valid", "notApplicable", "unknown"]),
    models: z.array(
      z.object({
        modelId: z.number().int(),
        applies: z.boolean(),
        gainKurus: kurus.nullable(),
        refusal: campaignRefusal.nullable(),
        refusalText: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "CampaignCheck" });

export const quoteRequestSchema = z
  .object({
    pickupOffice: officeCode,
    dropoffOffice: officeCode.optional(),
    pickupAt: localTime,
    returnAt: localTime,
    modelId: z.number().int().positive(),
    assuranceCode: z.string().trim().max(40).optional().meta({
      description: "The main assurance package (one of them, e.g. mini, standard, full); not an add-on.",
    }),
    assuranceAddOnCodes: z
      .array(z.string().trim().min(1).max(40))
      .max(10)
      .refine((codes) => new Set(codes).size === codes.length, { error: "api.addOnTwice" })
      .optional()
      .meta({
        description:
          "Assurance add-ons that combine with the main package (e.g. tyre-glass-headlight), each priced per day as its own assurance line; each code once. `deposit-free` takes the deposit-free package where the pick-up office offers it for the model's class: priced per day from the office's setting, and the quote's deposit is then 0 (refused with `unknownAssurance` where it is not offered).",
        example: ["tyre-glass-headlight"],
      }),
    kmPackageCode: z.string().trim().max(40).optional(),
    extras: z
      .array(z.object({ code: z.string().trim().min(1).max(40), quantity: z.number().int().min(0).max(20) }))
      .max(20)
      .optional(),
    campaignCode: z.string().trim().max(40).optional(),
    deliveryAddress: z.string().trim().max(200).optional().meta({
      description:
        "Deliver the car to this address at the pick-up time instead of handing it over at the pick-up office (decision 0141). Geocoded from the office's own map data (the neighbourhood and district, e.g. `Atatürk Mah. 12, Ataşehir`), priced by the office's radius and fee rules, as on the site. An office that does not deliver, an address not found or beyond the radius is a 422 `deliveryRefused` problem naming the field.",
      example: "Atatürk Mah. 12, Ataşehir",
    }),
    collectionAddress: z.string().trim().max(200).optional().meta({
      description:
        "Collect the car from this address at the return time instead of at the return office; priced by the return office's rules like `deliveryAddress`.",
      example: "Moda Cd. 5, Kadıköy",
    }),
  })
  .meta({ id: "QuoteRequest" });

/** A delivery or collection leg a quote priced or a reservation booked (decisions 0123, 0141). */
export const deliveryLegSchema = z
  .object({
    leg: z.enum(["delivery", "collection"]).meta({
      description:
        "delivery: the car is brought to the address at the pick-up time; collection: fetched from it at the return time.",
    }),
    address: z.string().meta({ description: "The address as it was typed, spaces tidied." }),
    km: z.number().meta({ description: "The distance from the office priced, in km (one decimal)." }),
    feeKurus: kurus.meta({ description: "The leg's fee; also a `delivery` line of the price." }),
  })
  .meta({ id: "DeliveryLeg" });

export const quoteSchema = z
  .object({
    id: z.uuid(),
    modelId: z.number().int(),
    days: z.number().int(),
    totalKurus: kurus.meta({ description: "Pay at the office (paymentType office)." }),
    payNowTotalKurus: kurus.meta({
      description: "Pay now (paymentType card): what the reservation will charge; this quote keeps it.",
    }),
    payNowDiscountKurus: kurus,
    currency: z.literal("TRY"),
    depositKurus: kurus,
    kmAllowance: z.union([z.number().int(), z.literal("unlimited")]),
    lines: z.array(
      z.object({
        kind: z.enum([
          "vehicle",
          "campaignDiscount",
          "memberDiscount",
          "oneWayFee",
          "assurance",
          "kmPackage",
          "extra",
          "delivery",
          "payNowDiscount",
        ]),
        code: z.string().nullable().meta({
          description:
            "The campaign, extra or assurance package the line is for (an assurance add-on's own line carries its code); for a `delivery` line, its leg (`delivery` or `collection`).",
        }),
        amountKurus: kurus,
      }),
    ),
    assuranceCode: z.string().nullable().meta({ description: "The main assurance package priced, if any." }),
    assuranceAddOnCodes: z.array(z.string()).meta({ description: "The assurance add-ons priced beside it." }),
    deliveries: z.array(deliveryLegSchema).meta({
      description: "The delivery and collection legs priced (empty: both ends at the offices).",
    }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "Quote" });

// ---------------------------------------------------------------------------------------------
// Reservations

const documentationRules = { minAge: 21, licenceYears: 1, pickUpDate: "2000-01-01", today: "2000-01-01" };

/** The driver step's fields, as the site's schema has them (its age and licence rules are applied per model). */
export const driverInputSchema = driverSchema(documentationRules).meta({
  id: "Driver",
  description:
    "The site's driver and billing fields. Dates as dd.mm.yyyy; phone with phoneCountry (e.g. TR); tckn for Turkish citizens, passport otherwise; termsAccepted and kvkkAccepted must be true.",
});

export const reservationRequestSchema = z
  .object({
    quoteId: z.uuid(),
    paymentType: z.enum(["office", "card"]).meta({
      description: "office: pay at the office (confirmed now); card: pay online on the 3-D Secure page (paymentUrl).",
    }),
    driver: driverInputSchema,
  })
  .meta({ id: "ReservationRequest" });

/** The request's outer shape; the driver is then checked with the chosen model's rules. */
export const reservationEnvelopeSchema = reservationRequestSchema.extend({
  driver: z.record(z.string(), z.unknown()),
});

export const reservationSchema = z
  .object({
    number: z.string(),
    status: z.enum(["confirmed", "pending_payment"]),
    paymentType: z.enum(["office", "card"]),
    totalKurus: kurus.meta({ description: "What is charged: the pay-now total for card, else the office total." }),
    depositKurus: kurus,
    assuranceCode: z.string().nullable().meta({ description: "The main assurance package booked, if any." }),
    assuranceAddOnCodes: z.array(z.string()).meta({ description: "The assurance add-ons booked beside it." }),
    flightNumber: z.string().nullable().meta({ description: "An airport pick-up's flight number, normalised." }),
    deliveries: z.array(deliveryLegSchema).meta({
      description: "The delivery and collection legs booked from the quote (empty: both ends at the offices).",
    }),
    holdExpiresAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: "Card payments: the car is released if not paid by then." }),
    paymentUrl: z
      .string()
      .nullable()
      .meta({ description: "Card payments: the 3-D Secure payment page to send the customer to." }),
  })
  .meta({ id: "Reservation" });

export const lookupRequestSchema = lookupSchema.meta({ id: "ReservationLookupRequest" });

export const reservationViewSchema = z
  .object({
    number: z.string(),
    status: z.enum(["pending_payment", "confirmed", "active", "completed", "cancelled", "expired", "no_show"]),
    pickupAt: z.string(),
    returnAt: z.string(),
    pickupOffice: z.string(),
    dropoffOffice: z.string(),
    car: z.string(),
    className: z.string(),
    driverName: z.string(),
    days: z.number().int(),
    assurance: z.string().nullable().meta({
      description: "The main package and its add-ons as the lookup page shows them, joined with ' + '.",
    }),
    assuranceAddOns: z
      .array(z.object({ code: z.string(), name: z.string() }))
      .meta({ description: "The assurance add-ons booked beside the main package, named in the requested language." }),
    kmPackage: z.string().nullable(),
    extras: z.array(z.string()),
    amounts: z.object({
      vehicle: z.string(),
      discount: z.string().nullable(),
      oneWayFee: z.string().nullable(),
      assurance: z.string().nullable(),
      kmPackage: z.string().nullable(),
      extras: z.string().nullable(),
      total: z.string(),
      deposit: z.string(),
      paid: z.string().nullable(),
    }),
    paymentType: z.enum(["office", "card"]),
    payment: z.enum(["office", "card", "reference"]),
    daysRemaining: z.number().int(),
    deadline: z.object({ kind: z.enum(["office", "assurance", "prepaid"]), when: z.string() }),
    canCancel: z.boolean(),
    canPayOnline: z.boolean(),
    deliveries: z
      .array(
        z.object({
          leg: z.enum(["delivery", "collection"]),
          at: z.string().meta({ description: "The pick-up time for a delivery, the return time for a collection." }),
          address: z.string(),
          km: z.string().meta({ description: "The distance, worded (e.g. `8,5 km`)." }),
          fee: z
            .string()
            .meta({ description: "The leg's fee in TL, worded (e.g. `180,00 TL`, `180.00 TL` in English)." }),
        }),
      )
      .optional()
      .meta({
        description:
          "Where the car is delivered or collected, in place of the office at that end (decision 0132); absent or empty: both ends at the offices.",
      }),
  })
  .meta({ id: "ReservationView", description: "What the site's lookup page shows, worded in the requested language." });

export const cancellationRequestSchema = cancellationSchema
  .omit({ captcha: true, captchaId: true })
  .meta({ id: "CancellationRequest" });

export const cancellationAnswerSchema = z
  .object({
    number: z.string(),
    status: z.literal("received"),
    rule: z.string().meta({ description: "The cancellation policy rule that applies now." }),
    ruleText: z.string().meta({ description: "The rule, worded in the requested language." }),
    paidKurus: kurus,
    refundKurus: kurus,
    deductionKurus: kurus,
    created: z.boolean().meta({ description: "False when a request for this reservation was already open." }),
  })
  .meta({ id: "CancellationAnswer" });

export const problemSchema = z
  .object({
    type: z.string().meta({ description: "A URI naming the problem type." }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    code: z.string().meta({ description: "A stable name of the problem type (e.g. quoteExpired)." }),
    errors: z.array(fieldErrorSchema).optional(),
    retryAfterSeconds: z.number().int().optional(),
    alternatives: z.array(offerSchema).optional(),
  })
  .meta({
    id: "Problem",
    description: "RFC 9457 problem details; title, detail and messages in the requested language.",
  });

export const langQuerySchema = z.object({ lang: lang.optional() });

export type OfficeOut = z.output<typeof officeSchema>;
export type OfferOut = z.output<typeof offerSchema>;
export type ProblemOut = z.output<typeof problemSchema>;
