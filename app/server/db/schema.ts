// The database schema. Money is integer kuruş (bigint as number), time is timestamptz,
// calendar days are `date` in Europe/Istanbul. Texts shown to people come in both languages.

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApiScope } from "#app/domain/api/api-access.ts";
import { DECLINE_REASONS, PAYMENT_PROVIDERS } from "#app/domain/payments/payment-words.ts";

const kurus = (name: string) => bigint(name, { mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Opening hours of one weekday: "HH:mm" strings, or null when closed that day. */
export type DayHours = { open: string; close: string } | null;
/** Index 0 is Monday, 6 is Sunday (ISO weekday - 1). */
export type WeekHours = [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

export const cities = pgTable("cities", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  plateCode: smallint("plate_code").notNull(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
});

export const offices = pgTable(
  "offices",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    code: text("code").notNull().unique(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    kind: text("kind", { enum: ["airport", "city"] }).notNull(),
    nameTr: text("name_tr").notNull(),
    nameEn: text("name_en").notNull(),
    addressTr: text("address_tr").notNull(),
    addressEn: text("address_en").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    open24h: boolean("open_24h").notNull().default(false),
    hours: jsonb("hours").$type<WeekHours>().notNull(),
    turnaroundMinutes: integer("turnaround_minutes").notNull().default(120),
    active: boolean("active").notNull().default(true),
    /** The desk refuses a hand-over while the reservation owes money (else it only warns; decision 0081). */
    pickupRequiresPayment: boolean("pickup_requires_payment").notNull().default(false),
  },
  (t) => [index("offices_city_idx").on(t.cityId)],
);

/** A holiday or special day: the office is closed (opens/closes null) or keeps shorter hours. */
export const officeClosures = pgTable(
  "office_closures",
  {
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    opens: text("opens"),
    closes: text("closes"),
    noteTr: text("note_tr").notNull(),
    noteEn: text("note_en").notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.day] })],
);

export const vehicleClasses = pgTable("vehicle_classes", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  acriss: text("acriss").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionTr: text("description_tr").notNull(),
  descriptionEn: text("description_en").notNull(),
  sort: smallint("sort").notNull(),
});

import { bodyTypes, fuels, transmissions } from "#app/domain/fleet/vehicle-kinds.ts";
export { bodyTypes, fuels, transmissions };
export type { BodyType, Fuel, Transmission } from "#app/domain/fleet/vehicle-kinds.ts";

export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    classId: integer("class_id")
      .notNull()
      .references(() => vehicleClasses.id),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: smallint("year").notNull(),
    bodyType: text("body_type", { enum: bodyTypes }).notNull(),
    fuel: text("fuel", { enum: fuels }).notNull(),
    transmission: text("transmission", { enum: transmissions }).notNull(),
    doors: smallint("doors").notNull(),
    adults: smallint("adults").notNull(),
    luggage: smallint("luggage").notNull(),
    airbags: smallint("airbags").notNull(),
    /** Litres (or kWh for electric) per 100 km, times ten: 52 = 5.2. */
    consumptionX10: smallint("consumption_x10").notNull(),
    powerHp: smallint("power_hp").notNull(),
    kmLimitPerDay: integer("km_limit_per_day").notNull(),
    minAge: smallint("min_age").notNull(),
    licenceYears: smallint("licence_years").notNull(),
    depositKurus: kurus("deposit_kurus").notNull(),
    memberDiscountPct: smallint("member_discount_pct").notNull().default(0),
    colour: text("colour").notNull(),
    active: boolean("active").notNull().default(true),
    /** Fuel tank in litres (battery in kWh for electric): prices missing fuel at the return (0018). */
    tankLitres: smallint("tank_litres").notNull().default(50),
    /** What one kilometre over the free allowance costs at the return (0018). */
    extraKmKurus: kurus("extra_km_kurus").notNull().default(500),
  },
  (t) => [
    index("vehicle_models_class_idx").on(t.classId),
    check("vehicle_models_desk_prices_ck", sql`${t.tankLitres} > 0 and ${t.extraKmKurus} >= 0`),
  ],
);

/**
 * An admin's photo of a model (0029, docs/decisions/0051): the variants live in the file storage
 * under models/<model id>/<version>/<width>.<avif|webp|jpg>; no row = the generated illustration.
 */
export const vehicleModelImages = pgTable(
  "vehicle_model_images",
  {
    modelId: integer("model_id")
      .primaryKey()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    /** 16 random hex digits per upload: a new photo gets new (immutable, long-cached) URLs. */
    version: text("version").notNull(),
    /** The original's size after EXIF rotation. */
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    /** The widths made (480, 960, 1440 up to the original's width), each in AVIF, WebP and JPEG. */
    widths: smallint("widths").array().notNull(),
    altTr: text("alt_tr").notNull(),
    altEn: text("alt_en").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vehicle_model_images_version_ck", sql`${t.version} ~ '^[0-9a-f]{16}$'`),
    check("vehicle_model_images_size_ck", sql`${t.width} > 0 and ${t.height} > 0`),
    check("vehicle_model_images_widths_ck", sql`cardinality(${t.widths}) between 1 and 3`),
    check("vehicle_model_images_alt_ck", sql`length(${t.altTr}) > 0 and length(${t.altEn}) > 0`),
  ],
);

export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    plate: text("plate").notNull().unique(),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    homeOfficeId: integer("home_office_id")
      .notNull()
      .references(() => offices.id),
    inService: boolean("in_service").notNull().default(true),
    /** Retired (0024, decision 0046): kept for history, never in service again. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [
    index("units_model_idx").on(t.modelId),
    index("units_home_office_idx").on(t.homeOfficeId),
    check("units_retired_not_in_service", sql`${t.retiredAt} is null or not ${t.inService}`),
  ],
);

export const seasons = pgTable("seasons", {
  id: serial("id").primaryKey(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  /** Price factor in per mille: 1000 = list price, 1300 = +30%. */
  factorPermille: integer("factor_permille").notNull(),
});

/** Daily rate of a model for rentals of at least `minDays` days (tiers 1, 4, 8, 16, 31). */
export const dailyRates = pgTable(
  "daily_rates",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    minDays: smallint("min_days").notNull(),
    dailyKurus: kurus("daily_kurus").notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.minDays] })],
);

export const oneWayFees = pgTable(
  "one_way_fees",
  {
    fromCityId: integer("from_city_id")
      .notNull()
      .references(() => cities.id),
    toCityId: integer("to_city_id")
      .notNull()
      .references(() => cities.id),
    feeKurus: kurus("fee_kurus").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromCityId, t.toCityId] })],
);

export const assurancePackages = pgTable("assurance_packages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionTr: text("description_tr").notNull(),
  descriptionEn: text("description_en").notNull(),
  sort: smallint("sort").notNull(),
  /** Taken beside the one main package (Lastik-Cam-Far), not instead of it (docs/decisions/0053). */
  combinable: boolean("combinable").notNull().default(false),
});

export const assurancePrices = pgTable(
  "assurance_prices",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => assurancePackages.id, { onDelete: "cascade" }),
    classId: integer("class_id")
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: "cascade" }),
    dailyKurus: kurus("daily_kurus").notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.classId] })],
);

export const kmPackages = pgTable("km_packages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  /** Extra kilometres for the whole rental; null means unlimited. */
  extraKm: integer("extra_km"),
  priceKurus: kurus("price_kurus").notNull(),
  sort: smallint("sort").notNull(),
});

export const extras = pgTable("extras", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionTr: text("description_tr").notNull(),
  descriptionEn: text("description_en").notNull(),
  pricing: text("pricing", { enum: ["per_day", "per_rental"] }).notNull(),
  priceKurus: kurus("price_kurus").notNull(),
  maxQuantity: smallint("max_quantity").notNull(),
  /** Most one unit of this extra costs for a whole rental; null = no cap. */
  capKurus: kurus("cap_kurus"),
  sort: smallint("sort").notNull(),
});

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    code: text("code").notNull().unique(),
    titleTr: text("title_tr").notNull(),
    titleEn: text("title_en").notNull(),
    summaryTr: text("summary_tr").notNull(),
    summaryEn: text("summary_en").notNull(),
    termsTr: text("terms_tr").notNull(),
    termsEn: text("terms_en").notNull(),
    discountKind: text("discount_kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent (1-100) for percent campaigns, kuruş for fixed ones. */
    discountValue: integer("discount_value").notNull(),
    /** Pick-up dates the code is valid for (inclusive, Istanbul calendar days). */
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    classIds: integer("class_ids").array(),
    officeIds: integer("office_ids").array(),
    minDays: smallint("min_days").notNull().default(1),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    membersOnly: boolean("members_only").notNull().default(false),
    theme: text("theme").notNull(),
    active: boolean("active").notNull().default(true),
  },
  // docs/decisions/0048 (drizzle/0026): codes unique whatever their case; the rules' ranges. The
  // trigger that gives a use back when a reservation leaves the live statuses is in the migration.
  (t) => [
    uniqueIndex("campaigns_code_upper_key").on(sql`upper(${t.code})`),
    check(
      "campaigns_discount_ck",
      sql`(${t.discountKind} = 'percent' and ${t.discountValue} between 1 and 100) or (${t.discountKind} = 'fixed' and ${t.discountValue} > 0)`,
    ),
    check("campaigns_dates_ck", sql`${t.validTo} >= ${t.validFrom}`),
    check("campaigns_min_days_ck", sql`${t.minDays} >= 1`),
    check("campaigns_usage_ck", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 1)`),
  ],
);

/** Long texts: rental terms, guide, KVKK notice, cookie policy, about us, membership agreement. */
/** Publish state of editable content (docs/decisions/0049): shown when published and published_at <= now(). */
export const contentStatuses = ["draft", "published"] as const;
export type ContentStatus = (typeof contentStatuses)[number];
const publishColumns = () => ({
  status: text("status", { enum: contentStatuses }).notNull().default("published"),
  /** When it goes (or went) public; a future time is a scheduled publication. */
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pages = pgTable("pages", {
  key: text("key").primaryKey(),
  titleTr: text("title_tr").notNull(),
  titleEn: text("title_en").notNull(),
  bodyTr: text("body_tr").notNull(),
  bodyEn: text("body_en").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ...publishColumns(),
});

const articleColumns = () => ({
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  titleTr: text("title_tr").notNull(),
  titleEn: text("title_en").notNull(),
  summaryTr: text("summary_tr").notNull(),
  summaryEn: text("summary_en").notNull(),
  bodyTr: text("body_tr").notNull(),
  bodyEn: text("body_en").notNull(),
  theme: text("theme").notNull(),
  ...publishColumns(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable("blog_posts", { ...articleColumns(), author: text("author").notNull() }, (t) => [
  index("blog_posts_published_idx").on(t.publishedAt),
  index("blog_posts_live_idx").on(t.status, t.publishedAt),
  check("blog_posts_status_ck", sql`${t.status} in ('draft', 'published')`),
]);

export const newsItems = pgTable("news_items", articleColumns(), (t) => [
  index("news_items_published_idx").on(t.publishedAt),
  index("news_items_live_idx").on(t.status, t.publishedAt),
  check("news_items_status_ck", sql`${t.status} in ('draft', 'published')`),
]);

export const tripPlaces = pgTable("trip_places", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  regionTr: text("region_tr").notNull(),
  regionEn: text("region_en").notNull(),
  summaryTr: text("summary_tr").notNull(),
  summaryEn: text("summary_en").notNull(),
  bodyTr: text("body_tr").notNull(),
  bodyEn: text("body_en").notNull(),
  theme: text("theme").notNull(),
  /** The nearest office: the banner's location code prefills the search with it. */
  officeId: integer("office_id")
    .notNull()
    .references(() => offices.id),
  /** A campaign whose code the banner prefills, if any. */
  campaignId: integer("campaign_id").references(() => campaigns.id),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  sort: smallint("sort").notNull(),
  popular: boolean("popular").notNull().default(false),
  ...publishColumns(),
});

import { faqTopics } from "#app/domain/content/faq-topics.ts";
export { faqTopics };
export type { FaqTopic } from "#app/domain/content/faq-topics.ts";

export const faqEntries = pgTable("faq_entries", {
  id: serial("id").primaryKey(),
  topic: text("topic", { enum: faqTopics }).notNull(),
  questionTr: text("question_tr").notNull(),
  questionEn: text("question_en").notNull(),
  answerTr: text("answer_tr").notNull(),
  answerEn: text("answer_en").notNull(),
  sort: smallint("sort").notNull(),
  ...publishColumns(),
});

export const departments = pgTable("departments", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameTr: text("name_tr").notNull(),
  nameEn: text("name_en").notNull(),
  email: text("email").notNull(),
  acceptsApplications: boolean("accepts_applications").notNull().default(true),
  sort: smallint("sort").notNull(),
});

export const seedRuns = pgTable("seed_runs", { name: text("name").notNull(), ranAt: createdAt() }, (t) => [
  uniqueIndex("seed_runs_name_idx").on(t.name),
]);

// ---------------------------------------------------------------------------------------------
// Booking: quotes, reservations, their history and the e-mail outbox.
// Personal data (driver, billing) sits in its own jsonb columns so it can be anonymised alone.

/** A PostgreSQL tstzrange, as the text PostgreSQL prints ("[from,to)"); written by the services. */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => "tstzrange",
});

/** What a quote was computed from, so the reservation can be rebuilt and audited. */
export type QuoteInputsJson = {
  modelId: number;
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: string;
  returnAt: string;
  days: number;
  assuranceCode: string | null;
  kmPackageCode: string | null;
  extras: { code: string; quantity: number }[];
  /** Combinable packages taken beside the main one (absent on quotes made before them). */
  assuranceAddOnCodes?: string[];
  campaignCode: string | null;
  /** The campaign that was applied (null when none was given or the member discount won). */
  campaignId: number | null;
  depositKurus: number;
  kmAllowance: number | "unlimited";
  lang: "tr" | "en";
  /** Delivery to an address and collection from one, priced (decision 0123); absent = none. */
  delivery?: DeliveryLegJson[];
};

/** One priced leg of delivery or collection as the quote keeps it (decision 0123). */
export type DeliveryLegJson = {
  leg: "delivery" | "collection";
  officeId: number;
  address: string;
  placeId: number;
  km: number;
  feeKurus: number;
};

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inputs: jsonb("inputs").$type<QuoteInputsJson>().notNull(),
    /** The QuoteLine[] of app/domain/pricing/quote.ts plus the discount choice. */
    lines: jsonb("lines").$type<unknown>().notNull(),
    totalKurus: kurus("total_kurus").notNull(),
    currency: text("currency").notNull().default("TRY"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    memberId: text("member_id"),
  },
  (t) => [index("quotes_expires_idx").on(t.expiresAt)],
);

/** Settings of the price list that are one value each (decision 0055): one row, id 1. */
export const pricingSettings = pgTable(
  "pricing_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** The pay-now discount in basis points (500 = 5 %). */
    payNowDiscountBp: integer("pay_now_discount_bp").notNull().default(500),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pricing_settings_one_row_ck", sql`${t.id} = 1`),
    check("pricing_settings_pay_now_ck", sql`${t.payNowDiscountBp} between 0 and 5000`),
  ],
);

import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";
export const reservationStatuses = RESERVATION_STATUSES;
export const paymentTypes = ["office", "card"] as const;
export type PaymentType = (typeof paymentTypes)[number];

export type DriverJson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  licenceDate: string;
  tckn?: string | null;
  passport?: string | null;
  note?: string | null;
};
export type BillingJson =
  | { kind: "individual"; name: string; tckn?: string | null; address: string }
  | { kind: "company"; title: string; taxOffice: string; taxNumber: string; address: string };

export const reservationChannels = ["web", "api", "desk", "phone"] as const;
export type ReservationChannel = (typeof reservationChannels)[number];

export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    /** One reservation per quote: a double-submitted form cannot book twice. */
    quoteId: uuid("quote_id")
      .unique()
      .references(() => quotes.id),
    /** The booking draft it was made from: one draft makes one reservation (decision 0020). */
    draftId: uuid("draft_id").unique(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    pickupOfficeId: integer("pickup_office_id")
      .notNull()
      .references(() => offices.id),
    dropoffOfficeId: integer("dropoff_office_id")
      .notNull()
      .references(() => offices.id),
    pickupAt: timestamp("pickup_at", { withTimezone: true }).notNull(),
    returnAt: timestamp("return_at", { withTimezone: true }).notNull(),
    /** The drop-off office's turnaround buffer at booking time: held = [pickup_at, return_at + buffer). */
    bufferMinutes: integer("buffer_minutes").notNull(),
    held: tstzrange("held").notNull(),
    status: text("status", { enum: reservationStatuses }).notNull(),
    paymentType: text("payment_type", { enum: paymentTypes }).notNull(),
    totalKurus: kurus("total_kurus").notNull(),
    vehicleKurus: kurus("vehicle_kurus").notNull(),
    discountKurus: kurus("discount_kurus").notNull().default(0),
    oneWayFeeKurus: kurus("one_way_fee_kurus").notNull().default(0),
    assuranceKurus: kurus("assurance_kurus").notNull().default(0),
    kmPackageKurus: kurus("km_package_kurus").notNull().default(0),
    extrasKurus: kurus("extras_kurus").notNull().default(0),
    depositKurus: kurus("deposit_kurus").notNull(),
    rentalDays: integer("rental_days").notNull(),
    lines: jsonb("lines").$type<unknown>().notNull(),
    campaignId: integer("campaign_id").references(() => campaigns.id),
    campaignCode: text("campaign_code"),
    driver: jsonb("driver").$type<DriverJson>().notNull(),
    billing: jsonb("billing").$type<BillingJson>().notNull(),
    memberId: text("member_id"),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    createdAt: createdAt(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** What paying now took off (card only; decision 0055). */
    payNowDiscountKurus: kurus("pay_now_discount_kurus").notNull().default(0),
    /** An airport pick-up's flight number, normalised ("TK2124"); null when none was given. */
    flightNumber: text("flight_number"),
    /** Where it was made (decision 0076): web, api, desk or phone; desk and phone name the staff member. */
    channel: text("channel", { enum: reservationChannels }).notNull().default("web"),
    createdByStaffId: text("created_by_staff_id"),
    createdByStaffName: text("created_by_staff_name"),

    /** The driver's name and e-mail folded for search, and the phone's digits (migration 0045, decision 0082). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`yolda_fold(coalesce("driver"->>'firstName', '') || ' ' || coalesce("driver"->>'lastName', '') || ' ' || coalesce("driver"->>'email', ''))`,
    ),
    searchPhone: text("search_phone").generatedAlwaysAs(
      sql`regexp_replace(coalesce("driver"->>'phone', ''), '[^0-9]', '', 'g')`,
    ),
  },
  (t) => [
    check(
      "reservations_pay_now_ck",
      sql`${t.payNowDiscountKurus} >= 0 and (${t.paymentType} = 'card' or ${t.payNowDiscountKurus} = 0)`,
    ),
    check(
      "reservations_flight_number_ck",
      sql`${t.flightNumber} is null or ${t.flightNumber} ~ '^([A-Z]{2,3}|[A-Z][0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$'`,
    ),
    check("reservations_times_ck", sql`${t.returnAt} > ${t.pickupAt} and ${t.bufferMinutes} >= 0`),
    check(
      "reservations_held_ck",
      sql`lower(${t.held}) = ${t.pickupAt} and upper(${t.held}) >= ${t.returnAt} and lower_inc(${t.held}) and not upper_inc(${t.held})`,
    ),
    check("reservations_hold_ck", sql`${t.status} <> 'pending_payment' or ${t.holdExpiresAt} is not null`),
    // Where each unit was before / will be after a search window: the two LATERAL look-ups.
    index("reservations_unit_return_idx")
      .on(t.unitId, t.returnAt)
      .where(sql`${t.status} in ('pending_payment', 'confirmed', 'active', 'completed')`),
    index("reservations_unit_pickup_idx")
      .on(t.unitId, t.pickupAt)
      .where(sql`${t.status} in ('pending_payment', 'confirmed', 'active', 'completed')`),
    index("reservations_hold_expiry_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    index("reservations_member_idx").on(t.memberId),
    index("reservations_campaign_idx")
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
  ],
);

export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** "customer", "system", "member:<id>", "staff:<id>". */
    actor: text("actor").notNull(),
    fromStatus: text("from_status", { enum: reservationStatuses }),
    toStatus: text("to_status", { enum: reservationStatuses }).notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reservation_events_reservation_idx").on(t.reservationId, t.at)],
);

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["email"] }).notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastError: text("last_error"),
    /** The random token of the worker that claimed the row; it marks the row only while it matches. */
    claimToken: text("claim_token"),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Card payments (docs/decisions/0014-payments.md). No card number, expiry or CVC is ever stored:
// only the masked PAN and the bank's own references.

export const paymentStatuses = [
  "initiated",
  "approved",
  "declined",
  "error",
  "refunded",
  "partially_refunded",
  "voided",
  "expired",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** open: payable; paid; expired: its time ran out; cancelled: replaced (what is owed changed) or closed. */
export const paymentReferenceStatuses = ["open", "paid", "expired", "cancelled"] as const;

/** An amount the office asks a customer to pay on /sanal-odeme, e.g. an extension or damage. */
export const paymentReferences = pgTable(
  "payment_references",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    amountKurus: kurus("amount_kurus").notNull(),
    currency: text("currency").notNull().default("TRY"),
    description: text("description").notNull(),
    status: text("status", { enum: paymentReferenceStatuses }).notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    check("payment_references_amount_ck", sql`${t.amountKurus} > 0`),
    index("payment_references_reservation_idx").on(t.reservationId),
    // At most one open reference per reservation (docs/decisions/0027-payment-references.md).
    uniqueIndex("payment_references_one_open_idx")
      .on(t.reservationId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").references(() => reservations.id),
    paymentReferenceId: uuid("payment_reference_id").references(() => paymentReferences.id),
    /** The `oid` sent to the bank; one per attempt. */
    orderId: text("order_id").notNull().unique(),
    amountKurus: kurus("amount_kurus").notNull(),
    currency: text("currency").notNull().default("TRY"),
    status: text("status", { enum: paymentStatuses }).notNull().default("initiated"),
    model: text("model", { enum: ["3d_pay", "3d"] }).notNull(),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    /** Who takes the card (PAYMENT_PROVIDER when the attempt's page was shown); 0015. */
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull().default("estv3"),
    maskedPan: text("masked_pan"),
    authCode: text("auth_code"),
    /** The provider's reference of the charge (EstV3 TransId, iyzico paymentId). */
    transId: text("trans_id"),
    /** The provider's own result code (EstV3 ProcReturnCode, iyzico errorCode), for the audit trail. */
    procReturnCode: text("proc_return_code"),
    /** Why the provider refused, in Yolda's words (gateway.server.ts DECLINE_REASONS). */
    declineReason: text("decline_reason", { enum: DECLINE_REASONS }),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** The provider's other fields for the audit trail (EstV3 HostRefNum, mdStatus...); never read by the services. */
    providerData: jsonb("provider_data").$type<Record<string, string>>().notNull().default({}),
    /** Instalments (taksit) the customer chose: 1 = single payment, else 2, 3, 6 or 9 (0023, decision 0044). */
    instalments: smallint("instalments").notNull().default(1),
    /** The instalment surcharge included in `amount_kurus` (0 for a single payment). */
    instalmentSurchargeKurus: kurus("instalment_surcharge_kurus").notNull().default(0),
    refundedKurus: kurus("refunded_kurus").notNull().default(0),
    /** Refunds sent to the bank whose answer is not recorded yet; they count against the refundable amount. */
    refundPendingKurus: kurus("refund_pending_kurus").notNull().default(0),
    /** Why an approved charge was reversed automatically (e.g. "hold_expired"); shown on /payres. */
    reversal: text("reversal"),
    clientIp: text("client_ip"),
    /** The stale-payment check's claim: the server holding `check_token` asks the bank until `check_until`. */
    checkToken: uuid("check_token"),
    checkUntil: timestamp("check_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_target_ck", sql`(${t.reservationId} is null) <> (${t.paymentReferenceId} is null)`),
    check("payments_provider_ck", sql`${t.provider} in ('estv3', 'iyzico')`),
    check("payments_refund_ck", sql`${t.refundedKurus} + ${t.refundPendingKurus} <= ${t.amountKurus}`),
    check("payments_instalments_ck", sql`${t.instalments} in (1, 2, 3, 6, 9)`),
    check(
      "payments_instalment_surcharge_ck",
      sql`${t.instalmentSurchargeKurus} >= 0 and ${t.instalmentSurchargeKurus} < ${t.amountKurus} and (${t.instalments} > 1 or ${t.instalmentSurchargeKurus} = 0)`,
    ),
    index("payments_reservation_idx").on(t.reservationId),
    index("payments_reference_idx").on(t.paymentReferenceId),
    index("payments_initiated_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'initiated'`),
    // One live card attempt per reservation (a double click reuses it; 0009).
    uniqueIndex("payments_one_live_attempt_idx")
      .on(t.reservationId)
      .where(sql`${t.status} = 'initiated' and ${t.reservationId} is not null and ${t.paymentReferenceId} is null`),
  ],
);

/** The surcharge rate (basis points, 1 % = 100) per instalment count: Yolda's setting (0023, decision 0044). */
export const instalmentRates = pgTable(
  "instalment_rates",
  {
    count: smallint("count").primaryKey(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("instalment_rates_count_ck", sql`${t.count} in (2, 3, 6, 9)`),
    check("instalment_rates_rate_ck", sql`${t.rateBasisPoints} between 0 and 5000`),
  ],
);

/** Every state change of a payment: who, when, from, to, and what the bank said (never card data). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** "system", "bank", "customer", "staff:<id>". */
    actor: text("actor").notNull(),
    kind: text("kind").notNull(),
    fromStatus: text("from_status", { enum: paymentStatuses }),
    toStatus: text("to_status", { enum: paymentStatuses }),
    amountKurus: kurus("amount_kurus"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** A caller's key (refunds): the same key never acts twice. */
    idempotencyKey: text("idempotency_key").unique(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.at)],
);

/** One row per genuine bank callback: the unique key makes a callback apply once. */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    orderId: text("order_id").notNull(),
    transactionId: text("transaction_id").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    verdict: text("verdict").notNull(),
    /** What applying it did ("applied", "reversed", "pending"), committed with the claim; repeats answer it. */
    result: text("result"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_callbacks_once_idx").on(t.provider, t.orderId, t.transactionId)],
);

/** The sandbox bank's 3-D Secure sessions (SandboxAcsSession as jsonb, versioned). */
export const sandboxSessions = pgTable(
  "sandbox_sessions",
  {
    id: text("id").primaryKey(),
    md: text("md"),
    data: jsonb("data").$type<unknown>().notNull(),
    version: integer("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_sessions_md_idx").on(t.md)],
);

/** The sandbox bank's ledger of sales (SandboxLedgerEntry as jsonb, versioned). */
export const sandboxLedger = pgTable(
  "sandbox_ledger",
  {
    clientId: text("client_id").notNull(),
    orderId: text("order_id").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    version: integer("version").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.orderId] })],
);

/**
 * A booking in progress (docs/decisions/0013): what was chosen and typed so far, keyed by a random
 * id in the URL and bound to one browser by the hash of an HttpOnly cookie. Deleted when it expires.
 */
export const bookingDrafts = pgTable(
  "booking_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the browser's draft cookie; another browser never sees what was typed. */
    browserKeyHash: text("browser_key_hash").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set in the transaction that made the reservation from this draft (decision 0020). */
    reservationId: uuid("reservation_id"),
  },
  (t) => [index("booking_drafts_expires_idx").on(t.expiresAt)],
);

/**
 * Image security codes of the public forms: single use, valid 10 minutes. Only a hash of the
 * answer is kept (SHA-256 salted with the random id), so a database read does not reveal it.
 */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    id: uuid("id").primaryKey(),
    answerHash: text("answer_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set on the first verification attempt, right or wrong: a code is never tried twice. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("captcha_challenges_expires_idx").on(t.expiresAt)],
);

/** Fixed-window request counters per key (e.g. `ip:<ip>:contact`, `target:<number>:lookup`). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * One row per background job (docs/decisions/0023-cluster-jobs.md): the server whose conditional
 * update takes the lease runs the job; `next_run_at` makes it run once per interval across servers.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  owner: text("owner"),
  token: text("token"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  runs: bigint("runs", { mode: "number" }).notNull().default(0),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});

// ---------------------------------------------------------------------------------------------
// Members (decision 0017). The first four tables are Better Auth's (user, session, account, verification)
// under our names; the property names are the ones its Drizzle adapter reads.

export const memberLangs = ["tr", "en"] as const;

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    /** Better Auth's display name: "first last". */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** E.164, e.g. +905321234567. */
    phone: text("phone").notNull(),
    /** ISO 3166 country chosen with the phone number. */
    phoneCountry: text("phone_country").notNull(),
    lang: text("lang", { enum: memberLangs }).notNull().default("tr"),
    /** Set when the membership ended: the row stays (reservations point at it), anonymised. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("members_email_lower_ck", sql`${t.email} = lower(${t.email})`)],
);

export const memberSessions = pgTable(
  "member_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_sessions_user_idx").on(t.userId), index("member_sessions_expires_idx").on(t.expiresAt)],
);

export const memberAccounts = pgTable(
  "member_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password hash (Better Auth's scrypt) for providerId "credential". */
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_accounts_user_idx").on(t.userId)],
);

/** E-mail codes and reset tokens (Better Auth's verification table). */
export const memberVerifications = pgTable(
  "member_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_verifications_identifier_idx").on(t.identifier)],
);

export const consentKinds = ["kvkk_notice", "explicit_consent", "membership_agreement"] as const;

/** Every consent given or withdrawn: which text and version, when, from where. Kept after anonymisation. */
export const memberConsents = pgTable(
  "member_consents",
  {
    id: serial("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    kind: text("kind", { enum: consentKinds }).notNull(),
    /** The content page's slug and its version stamp at that moment, e.g. "kvkk@2026-10-01". */
    textVersion: text("text_version").notNull(),
    given: boolean("given").notNull(),
    ip: text("ip"),
    at: createdAt(),
  },
  (t) => [index("member_consents_member_idx").on(t.memberId)],
);

/** What a member saved of the booking's driver step (decision 0054): typed values, as strings. */
export type DriverProfileJson = Partial<
  Record<
    | "birthDate"
    | "licenceDate"
    | "nationality"
    | "tckn"
    | "passport"
    | "billingKind"
    | "billingName"
    | "billingTckn"
    | "companyTitle"
    | "taxOffice"
    | "taxNumber"
    | "billingAddress",
    string
  >
>;

/** A member's saved driver details: deleted with the membership (personal data in its own row). */
export const memberDriverProfiles = pgTable(
  "member_driver_profiles",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    profile: jsonb("profile").$type<DriverProfileJson>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("member_driver_profiles_object_ck", sql`jsonb_typeof(${t.profile}) = 'object'`)],
);

/** Why a membership ended (no personal data: the member row is anonymised). */
export const membershipEndings = pgTable("membership_endings", {
  id: serial("id").primaryKey(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id),
  reason: text("reason").notNull(),
  at: createdAt(),
});

// Forms (decision 0018): contact messages, fleet requests and job applications (one table, the typed fields
// as jsonb), and cancellation requests with what applying them did.

export const formKinds = ["contact", "fleet", "job"] as const;
export type FormKind = (typeof formKinds)[number];

/** A request's place in the desk's inbox. */
export const requestStatuses = ["new", "in_progress", "answered", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: formKinds }).notNull(),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The department that answers (contact: chosen; fleet and job: the owning department). */
    departmentId: integer("department_id").references(() => departments.id),
    /** Everything else the visitor typed, by field name. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The storage key of an uploaded file (the CV of a job application). */
    attachmentKey: text("attachment_key"),
    clientIp: text("client_ip"),
    createdAt: createdAt(),
    /** Where the desk is with it (migration 0022, docs/decisions/0043). */
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    /** The staff member handling it (id and name as shown; both or neither). */
    assignedToId: text("assigned_to_id"),
    assignedToName: text("assigned_to_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    index("form_submissions_kind_idx").on(t.kind, t.createdAt),
    index("form_submissions_status_idx").on(t.kind, t.status, t.createdAt),
    check("form_submissions_status_ck", sql`${t.status} in ('new', 'in_progress', 'answered', 'closed')`),
    check("form_submissions_assigned_ck", sql`(${t.assignedToId} is null) = (${t.assignedToName} is null)`),
  ],
);

/** Internal notes on a request and the replies e-mailed from the desk (migration 0022). */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => formSubmissions.id),
    kind: text("kind", { enum: ["note", "reply"] }).notNull(),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    /** A reply's subject line. */
    subject: text("subject"),
    body: text("body").notNull(),
    /** The outbox row that carries a reply. */
    outboxId: integer("outbox_id").references(() => outbox.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("request_notes_submission_idx").on(t.submissionId, t.createdAt),
    check("request_notes_kind_ck", sql`${t.kind} in ('note', 'reply')`),
    check("request_notes_body_ck", sql`length(${t.body}) between 1 and 5000`),
    check(
      "request_notes_reply_ck",
      sql`${t.kind} = 'note' or (${t.subject} is not null and ${t.outboxId} is not null)`,
    ),
  ],
);

// Uploaded files (CVs) behind the storage port (app/server/storage/): in the database by default,
// so every app server reads what any of them stored (docs/decisions/0024).

/** bytea as a plain Uint8Array on both drivers (node-postgres answers a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => Uint8Array.from(value),
});

export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** Hex SHA-256 of the content, checked again on every read. */
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("stored_files_key_ck", sql`${t.key} ~ '^[a-z0-9]+(/[a-z0-9][a-z0-9._-]*)+$'`),
    check("stored_files_size_ck", sql`${t.size} = octet_length(${t.content})`),
    check("stored_files_sha256_ck", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const cancellationRequestStatuses = ["received", "applied", "refused", "duplicate"] as const;
/** Requests still waiting for or carried by the experts; one per reservation (migration 0020, decision 0038). */
export const LIVE_CANCELLATION_REQUEST_STATUSES = ["received", "approved"] as const;
/**
 * none: nothing to refund; pending: sent or about to be; failed: the bank said no (retry); unknown: no answer;
 * refunded: the bank confirmed it; manual: paid back another way, recorded by a person (migration 0040).
 */
export const cancellationRefundStates = ["none", "pending", "refunded", "failed", "unknown", "manual"] as const;
export type CancellationRefundState = (typeof cancellationRefundStates)[number];

export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    reason: text("reason").notNull(),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    /** The policy's answer when the visitor confirmed (app/domain/cancellation/cancellation-refund.ts). */
    rule: text("rule").notNull(),
    refundKurus: kurus("refund_kurus").notNull(),
    deductionKurus: kurus("deduction_kurus").notNull(),
    status: text("status", { enum: cancellationRequestStatuses }).notNull().default("received"),
    clientIp: text("client_ip"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    appliedBy: text("applied_by"),
    /** What the bank said about the refund (RefundResult), kept for the back office. */
    refundResult: jsonb("refund_result").$type<unknown>(),
    /** The desk's decision (migration 0022): who decided (appliedBy holds the staff id). */
    decidedByName: text("decided_by_name"),
    /** Why a request was refused (status "refused"); shown to the customer. */
    declineReason: text("decline_reason"),
    /** Where the refund of an approved request stands; null while undecided. */
    refundState: text("refund_state", { enum: cancellationRefundStates }),
    /** 0 for the first refund attempt, +1 for each retry after the bank refused (part of its key). */
    refundAttempt: integer("refund_attempt").notNull().default(0),
    /** How the money was paid back when the bank could not refund it (refund state "manual", 0040). */
    refundManualNote: text("refund_manual_note"),
    refundManualBy: text("refund_manual_by"),
    refundManualAt: timestamp("refund_manual_at", { withTimezone: true }),
    /** Cancelled at once by the customer, decided by the policy without a person (migration 0050, decision 0100). */
    selfService: boolean("self_service").notNull().default(false),
  },
  (t) => [
    check("cancellation_requests_amounts_ck", sql`${t.refundKurus} >= 0 and ${t.deductionKurus} >= 0`),
    check(
      "cancellation_requests_refund_state_ck",
      sql`${t.refundState} is null or ${t.refundState} in ('none', 'pending', 'refunded', 'failed', 'unknown', 'manual')`,
    ),
    check(
      "cancellation_requests_manual_ck",
      sql`${t.refundState} is distinct from 'manual' or (${t.refundManualNote} is not null and length(${t.refundManualNote}) > 0 and ${t.refundManualAt} is not null)`,
    ),
    check(
      "cancellation_requests_refused_ck",
      sql`${t.status} <> 'refused' or (${t.declineReason} is not null and length(${t.declineReason}) > 0)`,
    ),
    check("cancellation_requests_attempt_ck", sql`${t.refundAttempt} >= 0`),
    index("cancellation_requests_status_idx").on(t.status, t.requestedAt),
    index("cancellation_requests_reservation_idx").on(t.reservationId),
    uniqueIndex("cancellation_requests_one_live")
      .on(t.reservationId)
      .where(sql`${t.status} in ('received', 'approved')`),
  ],
);

/**
 * The staff audit log (migration 0016, docs/decisions/0034): append-only, a database trigger refuses
 * UPDATE, DELETE and TRUNCATE. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role").notNull(),
    /** A dotted verb, e.g. "reservation.pickup", "refund.retry", "staff_account.invite". */
    action: text("action").notNull(),
    /** "reservation", "cancellation_request", "payment_reference", "form_submission", "staff", ... */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    officeIds: integer("office_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    note: text("note"),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_at_idx").on(t.at),
    // The audit screen's action filter (migration 0038, decision 0066).
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);

// Staff accounts (migration 0017, docs/decisions/0035): a second Better Auth instance on its own
// tables. `role` and `banned` are the admin plugin's fields (ban = disabled account), the
// two-factor plugin keeps TOTP secrets and backup codes (encrypted) in staff_two_factors.

export const staffLangs = ["tr", "en"] as const;

export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The language of the invitation and of e-mails to this person. */
    lang: text("lang", { enum: staffLangs }).notNull().default("tr"),
    /** One of app/domain/staff/permissions.ts `staffRoles` (checked by the database). */
    role: text("role").notNull().default("office"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_users_email_lower_ck", sql`${t.email} = lower(${t.email})`),
    check(
      "staff_users_role_ck",
      sql`${t.role} in ('admin', 'office', 'call_centre', 'finance', 'content', 'hr', 'office_manager')`,
    ),
    check("staff_users_lang_ck", sql`${t.lang} in ('tr', 'en')`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

/** Invitation links, two-factor challenges and their attempt counters. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** The TOTP secret, encrypted with SESSION_SECRET by Better Auth. */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

/** The offices a person works for (binding for office-bound roles, see permissions.ts). */
export const staffOffices = pgTable(
  "staff_offices",
  {
    staffId: text("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "staff_offices_pk", columns: [t.staffId, t.officeId] }),
    index("staff_offices_office_idx").on(t.officeId),
  ],
);

// ---------------------------------------------------------------------------------------------
// The desk (migration 0018, docs/decisions/0041-the-desk.md): hand-over, return, return charges
// and money taken at the counter. One pick-up and one return per reservation (primary keys); a
// desk payment form is recorded once (its idempotency key).

export const depositMethods = ["card_preauth", "cash"] as const;
export const deskPaymentMethods = ["cash", "card_terminal"] as const;
export const chargeKinds = ["extra_days", "extra_km", "fuel", "damage"] as const;

export const rentalCheckouts = pgTable(
  "rental_checkouts",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    plate: text("plate").notNull(),
    odometerKm: integer("odometer_km").notNull(),
    fuelEighths: smallint("fuel_eighths").notNull(),
    damageNotes: text("damage_notes").notNull().default(""),
    licenceSeen: boolean("licence_seen").notNull(),
    depositKurus: kurus("deposit_kurus").notNull(),
    depositMethod: text("deposit_method", { enum: depositMethods }).notNull(),
    staffId: text("staff_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "rental_checkouts_ck",
      sql`${t.odometerKm} >= 0 and ${t.fuelEighths} between 0 and 8 and ${t.licenceSeen} and ${t.depositKurus} >= 0 and ${t.depositMethod} in ('card_preauth', 'cash')`,
    ),
  ],
);

export const rentalCheckins = pgTable(
  "rental_checkins",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => rentalCheckouts.reservationId),
    odometerKm: integer("odometer_km").notNull(),
    fuelEighths: smallint("fuel_eighths").notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true }).notNull(),
    /** Rental days by the grace rule up to the actual return. */
    rentalDays: integer("rental_days").notNull(),
    /** The free kilometres for those days; null = unlimited. */
    kmAllowance: integer("km_allowance"),
    /** The prices the fuel line used, kept as they were that day. */
    tankLitres: smallint("tank_litres").notNull(),
    fuelUnitKurus: kurus("fuel_unit_kurus").notNull(),
    refuelFeeKurus: kurus("refuel_fee_kurus").notNull(),
    chargesKurus: kurus("charges_kurus").notNull(),
    staffId: text("staff_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "rental_checkins_ck",
      sql`${t.odometerKm} >= 0 and ${t.fuelEighths} between 0 and 8 and ${t.rentalDays} >= 1 and ${t.chargesKurus} >= 0`,
    ),
  ],
);

export const reservationCharges = pgTable(
  "reservation_charges",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => rentalCheckins.reservationId),
    position: smallint("position").notNull(),
    kind: text("kind", { enum: chargeKinds }).notNull(),
    quantity: integer("quantity").notNull(),
    unitKurus: kurus("unit_kurus").notNull(),
    amountKurus: kurus("amount_kurus").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [
    check(
      "reservation_charges_ck",
      sql`${t.kind} in ('extra_days', 'extra_km', 'fuel', 'damage') and ${t.quantity} > 0 and ${t.unitKurus} >= 0 and ${t.amountKurus} > 0`,
    ),
    uniqueIndex("reservation_charges_position_idx").on(t.reservationId, t.position),
  ],
);

/** A return's charge lowered or removed at the preview (decision 0081); booked lines stay above. */
export const reservationChargeWaivers = pgTable(
  "reservation_charge_waivers",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => rentalCheckins.reservationId),
    kind: text("kind", { enum: chargeKinds }).notNull(),
    description: text("description").notNull().default(""),
    computedKurus: kurus("computed_kurus").notNull(),
    bookedKurus: kurus("booked_kurus").notNull(),
    reason: text("reason").notNull(),
    staffId: text("staff_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "reservation_charge_waivers_ck",
      sql`${t.kind} in ('extra_days', 'extra_km', 'fuel', 'damage') and ${t.bookedKurus} >= 0 and ${t.bookedKurus} < ${t.computedKurus} and length(trim(${t.reason})) > 0`,
    ),
    index("reservation_charge_waivers_reservation_idx").on(t.reservationId),
  ],
);

export const deskPayments = pgTable(
  "desk_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    amountKurus: kurus("amount_kurus").notNull(),
    method: text("method", { enum: deskPaymentMethods }).notNull(),
    /** The form's key: a double click or a resent form records nothing new. */
    idempotencyKey: text("idempotency_key").notNull(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    /** The authorisation number printed on the office terminal's slip (card payments; decision 0081). */
    authCode: text("auth_code"),
    /**
     * A monthly rental's month this payment was taken for (decision 0138, migration 0064); null: no
     * choice, the desk's unchosen money pays the unpaid months oldest first (decision 0130).
     */
    forMonth: smallint("for_month"),
  },
  (t) => [
    check("desk_payments_for_month_ck", sql`${t.forMonth} is null or ${t.forMonth} between 1 and 13`),
    check("desk_payments_ck", sql`${t.amountKurus} > 0 and ${t.method} in ('cash', 'card_terminal')`),
    uniqueIndex("desk_payments_idempotency_idx").on(t.idempotencyKey),
    index("desk_payments_reservation_idx").on(t.reservationId, t.takenAt),
  ],
);

/** How money the bank could not refund was paid back (migration 0052, decision 0106). */
export const manualRefundMethods = ["bank_transfer", "cash"] as const;
export type ManualRefundMethod = (typeof manualRefundMethods)[number];
/** A refund paid back another way: a bank transfer, or cash from an office's drawer. */
export const manualRefunds = pgTable(
  "manual_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    /** The cancellation request it settles, when it is one (at most one row per request). */
    cancellationRequestId: uuid("cancellation_request_id").references(() => cancellationRequests.id),
    amountKurus: kurus("amount_kurus").notNull(),
    method: text("method", { enum: manualRefundMethods }).notNull(),
    /** The office whose drawer paid it (cash only). */
    officeId: integer("office_id").references(() => offices.id),
    /** The person's words: the transfer's reference, the receipt signed at the desk. */
    note: text("note").notNull(),
    /** The form's key: a double click records nothing new. */
    idempotencyKey: text("idempotency_key").notNull(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "manual_refunds_ck",
      sql`${t.amountKurus} > 0 and ${t.method} in ('bank_transfer', 'cash') and (${t.method} <> 'cash' or ${t.officeId} is not null) and length(${t.note}) between 5 and 1000`,
    ),
    uniqueIndex("manual_refunds_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("manual_refunds_request_idx")
      .on(t.cancellationRequestId)
      .where(sql`${t.cancellationRequestId} is not null`),
    index("manual_refunds_reservation_idx").on(t.reservationId, t.paidAt),
    index("manual_refunds_paid_at_idx").on(t.paidAt),
  ],
);

/** The deposit held for a rental (migration 0046, decision 0088): a card pre-authorisation or cash. */
export const depositStatuses = ["pending", "held", "settling", "captured", "released", "paid_back"] as const;
export const rentalDeposits = pgTable(
  "rental_deposits",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id),
    method: text("method", { enum: depositMethods }).notNull(),
    amountKurus: kurus("amount_kurus").notNull(),
    status: text("status", { enum: depositStatuses }).notNull(),
    /** The order id the bank knows the pre-authorisation by (card only). */
    orderId: text("order_id"),
    maskedPan: text("masked_pan"),
    authCode: text("auth_code"),
    transId: text("trans_id"),
    /** What the return kept of the deposit (PostAuth, or cash kept from the till). */
    capturedKurus: kurus("captured_kurus").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    staffId: text("staff_id").notNull(),
    settledBy: text("settled_by"),
    /** The bank's last refusal, in its words (shown to staff with the deposit). */
    error: text("error"),
    /** When the deposit was claimed for settling (decision 0109): a stale claim is reconciled with the bank. */
    settlingSince: timestamp("settling_since", { withTimezone: true }),
  },
  (t) => [
    check(
      "rental_deposits_ck",
      sql`${t.method} in ('card_preauth', 'cash') and ${t.status} in ('pending', 'held', 'settling', 'captured', 'released', 'paid_back') and ${t.amountKurus} > 0 and ${t.capturedKurus} between 0 and ${t.amountKurus} and (${t.method} = 'cash' or ${t.orderId} is not null) and (${t.status} not in ('held', 'settling', 'captured', 'released', 'paid_back') or ${t.heldAt} is not null)`,
    ),
    uniqueIndex("rental_deposits_order_idx").on(t.orderId),
    index("rental_deposits_held_idx").on(t.status, t.heldAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The mobile and partner API (docs/decisions/0039-api-clients-and-tokens.md).

export type { ApiScope };

/** A registered API client: its secret is kept as a SHA-256 hash, shown once when made or rotated. */
export const apiClients = pgTable(
  "api_clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull().$type<ApiScope[]>(),
    /** Credentials embedded in an app anyone can download: the database allows only public:read. */
    publicClient: boolean("public_client").notNull().default(false),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by").notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("api_clients_client_id_uq").on(t.clientId),
    check("api_clients_client_id_ck", sql`${t.clientId} ~ '^[A-Za-z0-9._-]{3,64}$'`),
    check(
      "api_clients_scopes_ck",
      sql`cardinality(${t.scopes}) > 0 AND ${t.scopes} <@ ARRAY['public:read', 'book']::text[]`,
    ),
    check("api_clients_public_read_only_ck", sql`NOT ${t.publicClient} OR ${t.scopes} = ARRAY['public:read']::text[]`),
    check("api_clients_rate_limit_ck", sql`${t.rateLimitPerMinute} BETWEEN 1 AND 100000`),
    check("api_clients_secret_hash_ck", sql`${t.secretHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Bearer tokens (OAuth 2.0 client credentials): only their SHA-256 hash is stored. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientRef: uuid("client_ref")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    scopes: text("scopes").array().notNull().$type<ApiScope[]>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("api_tokens_client_idx").on(t.clientRef),
    index("api_tokens_expires_idx").on(t.expiresAt),
    check("api_tokens_hash_ck", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Every API call, by client (null when the caller was not identified). No bodies, no personal data. */
export const apiCalls = pgTable(
  "api_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    clientRef: uuid("client_ref").references(() => apiClients.id, { onDelete: "set null" }),
    method: text("method").notNull(),
    route: text("route").notNull(),
    status: smallint("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    requestId: text("request_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("api_calls_client_at_idx").on(t.clientRef, t.at), index("api_calls_at_idx").on(t.at)],
);

/** The stored answer of a creating POST, replayed for the same client and Idempotency-Key. */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    clientRef: uuid("client_ref")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    operation: text("operation").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    status: smallint("status"),
    body: jsonb("body").$type<unknown>(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "api_idempotency_keys_pk", columns: [t.clientRef, t.key] }),
    index("api_idempotency_keys_created_idx").on(t.createdAt),
    check("api_idempotency_keys_key_ck", sql`length(${t.key}) BETWEEN 1 AND 255`),
    check("api_idempotency_keys_done_ck", sql`(${t.status} IS NULL) = (${t.completedAt} IS NULL)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// What visitors see changed (docs/decisions/0036): a version per topic, raised by
// markPublicChange (app/server/repositories/public-changes.server.ts) with a NOTIFY.

export const publicChanges = pgTable(
  "public_changes",
  {
    topic: text("topic").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("public_changes_topic_check", sql`${t.topic} IN ('offices', 'fleet', 'prices', 'campaigns', 'content')`),
  ],
);

// Where each unit stands over time (docs/decisions/0037): kept by triggers on reservations and
// units (migration 0019), read by the availability search. Never written by application code.
export const unitStays = pgTable(
  "unit_stays",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    officeId: integer("office_id").notNull(),
    stay: tstzrange("stay").notNull(),
    /**
     * Within the stay, when the unit is free (migration 0035): from the end of that rental's held
     * range (its return for a completed one) to the next rental's pick-up; `empty` when none.
     */
    free: tstzrange("free").notNull().default("empty"),
    /** Where the next rental picks the unit up (null: none yet). */
    nextOfficeId: integer("next_office_id"),
    /**
     * The unit's model, service state and plate as units holds them (migration 0073, decision 0184):
     * the search's candidates come from this table alone.
     */
    modelId: integer("model_id").notNull(),
    inService: boolean("in_service").notNull(),
    plate: text("plate").notNull(),
  },
  (t) => [
    index("unit_stays_office_stay_idx").using("gist", t.officeId, t.stay),
    index("unit_stays_office_free_idx").using("gist", t.officeId, t.free),
    index("unit_stays_unit_idx").on(t.unitId),
  ],
);

/**
 * Maintenance and out-of-service blocks (0024, docs/decisions/0046): the unit is out for
 * `period` = [start, end). The exclusion constraint `unit_blocks_no_overlap` (live blocks of a unit
 * never overlap) and the triggers that keep blocks and live reservations apart are in the SQL
 * migration. Removing a block sets `removed_at`; the row stays for history.
 */
export const unitBlocks = pgTable(
  "unit_blocks",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    kind: text("kind").notNull().$type<"maintenance" | "out_of_service" | "transfer">(),
    period: tstzrange("period").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("unit_blocks_kind_ck", sql`${t.kind} in ('maintenance', 'out_of_service', 'transfer')`),
    check(
      "unit_blocks_period_ck",
      sql`not isempty(${t.period}) and not lower_inf(${t.period}) and not upper_inf(${t.period})`,
    ),
    check("unit_blocks_note_ck", sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * A car's journey from one office to another (docs/decisions/0110): held by its unit_blocks row of
 * kind 'transfer' over [depart_at, arrive_at); read as a movement by the search (migration 0054);
 * the car's home office becomes to_office at arrival (arrived_at). One row per form key.
 */
export const unitTransfers = pgTable(
  "unit_transfers",
  {
    id: serial("id").primaryKey(),
    formKey: uuid("form_key").notNull().unique("unit_transfers_form_key_unique"),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    blockId: integer("block_id")
      .notNull()
      .unique("unit_transfers_block_unique")
      .references(() => unitBlocks.id),
    fromOfficeId: integer("from_office_id")
      .notNull()
      .references(() => offices.id),
    toOfficeId: integer("to_office_id")
      .notNull()
      .references(() => offices.id),
    departAt: timestamp("depart_at", { withTimezone: true }).notNull(),
    arriveAt: timestamp("arrive_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
  },
  (t) => [
    index("unit_transfers_unit_idx").on(t.unitId, t.arriveAt),
    index("unit_transfers_to_office_idx")
      .on(t.toOfficeId, t.arriveAt)
      .where(sql`${t.cancelledAt} is null`),
    check("unit_transfers_offices_ck", sql`${t.fromOfficeId} <> ${t.toOfficeId}`),
    check("unit_transfers_times_ck", sql`${t.departAt} < ${t.arriveAt}`),
    check("unit_transfers_cancelled_or_arrived_ck", sql`${t.cancelledAt} is null or ${t.arrivedAt} is null`),
  ],
);

/** The booking as it stood before a change (reservation_changes.before). */
export type ChangeBeforeJson = {
  unitId: number;
  modelId: number;
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: string;
  returnAt: string;
  totalKurus: number;
  quoteId: string | null;
};

export const reservationChangeStatuses = ["awaiting_payment", "applied", "superseded"] as const;
export const reservationChangeSettles = ["charge", "refund", "even", "office"] as const;

/**
 * A change of a booking asked for online (0034, docs/decisions/0056): the re-quote, the booking
 * before, how the difference settles. `requestKey` (the form's) makes a double submit one change;
 * at most one change per reservation waits for its difference to be paid (by `paymentReferenceId`).
 */
export const reservationChanges = pgTable(
  "reservation_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    requestKey: text("request_key").notNull().unique(),
    status: text("status", { enum: reservationChangeStatuses }).notNull(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    before: jsonb("before").$type<ChangeBeforeJson>().notNull(),
    settle: text("settle", { enum: reservationChangeSettles }).notNull(),
    oldTotalKurus: kurus("old_total_kurus").notNull(),
    newTotalKurus: kurus("new_total_kurus").notNull(),
    chargeKurus: kurus("charge_kurus").notNull().default(0),
    refundKurus: kurus("refund_kurus").notNull().default(0),
    deductionKurus: kurus("deduction_kurus").notNull().default(0),
    paymentReferenceId: uuid("payment_reference_id").references(() => paymentReferences.id),
    refundState: text("refund_state", { enum: ["pending", "refunded", "failed", "unknown"] }),
    refundResult: jsonb("refund_result").$type<unknown>(),
    actor: text("actor").notNull(),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    check("reservation_changes_status_ck", sql`${t.status} in ('awaiting_payment', 'applied', 'superseded')`),
    check("reservation_changes_settle_ck", sql`${t.settle} in ('charge', 'refund', 'even', 'office')`),
    check(
      "reservation_changes_amounts_ck",
      sql`${t.chargeKurus} >= 0 and ${t.refundKurus} >= 0 and ${t.deductionKurus} >= 0`,
    ),
    check(
      "reservation_changes_refund_state_ck",
      sql`${t.refundState} is null or ${t.refundState} in ('pending', 'refunded', 'failed', 'unknown')`,
    ),
    index("reservation_changes_reservation_idx").on(t.reservationId, t.createdAt),
    uniqueIndex("reservation_changes_reference_idx")
      .on(t.paymentReferenceId)
      .where(sql`${t.paymentReferenceId} is not null`),
    uniqueIndex("reservation_changes_one_awaiting_idx")
      .on(t.reservationId)
      .where(sql`${t.status} = 'awaiting_payment'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The finance office's day (migration 0041, docs/decisions/0075): end-of-day closes per office and
// stored bank reconciliations.

/** One office's end-of-day close: the counted drawer against the expected cash. Never updated. */
export const tillCloses = pgTable(
  "till_closes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id),
    /** The Istanbul business day closed (yyyy-mm-dd). */
    businessDate: date("business_date", { mode: "string" }).notNull(),
    expectedCashKurus: kurus("expected_cash_kurus").notNull(),
    countedCashKurus: kurus("counted_cash_kurus").notNull(),
    differenceKurus: kurus("difference_kurus").notNull(),
    reason: text("reason").notNull().default(""),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "till_closes_ck",
      sql`${t.countedCashKurus} >= 0 AND ${t.differenceKurus} = ${t.countedCashKurus} - ${t.expectedCashKurus} AND (${t.differenceKurus} = 0 OR length(btrim(${t.reason})) > 0)`,
    ),
    uniqueIndex("till_closes_office_day_idx").on(t.officeId, t.businessDate),
  ],
);

/** One run of matching a bank's day-end file with Yolda's payments and refunds, kept to show again. */
export const bankReconciliations = pgTable(
  "bank_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: ["sandbox", "file"] }).notNull(),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    fileName: text("file_name").notNull().default(""),
    fileSha256: text("file_sha256").notNull(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    matchedCount: integer("matched_count").notNull(),
    bankOnlyCount: integer("bank_only_count").notNull(),
    yoldaOnlyCount: integer("yolda_only_count").notNull(),
    differenceCount: integer("difference_count").notNull(),
    results: jsonb("results").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("bank_reconciliations_source_ck", sql`${t.source} in ('sandbox', 'file')`),
    index("bank_reconciliations_day_idx").on(t.businessDate, t.createdAt),
  ],
);

// Invoices (docs/decisions/0072, 0073; migration 0039). Never edited except the sending columns
// (a trigger refuses the rest); numbers from one counter row per series and year.
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ name: "invoice_counters_pk", columns: [t.series, t.year] })],
);

export const INVOICE_SEND_STATUSES = ["pending", "accepted", "refused", "failed", "cancelled"] as const;
export type InvoiceSendStatus = (typeof INVOICE_SEND_STATUSES)[number];

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique("invoices_number_unique"),
    ettn: uuid("ettn").notNull().unique("invoices_ettn_unique"),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id),
    cause: text("cause", { enum: ["rental", "cancellation", "refund", "correction"] }).notNull(),
    causeKey: text("cause_key").notNull(),
    profile: text("profile", { enum: ["TEMELFATURA", "TICARIFATURA", "EARSIVFATURA"] }).notNull(),
    typeCode: text("type_code", { enum: ["SATIS", "IADE"] }).notNull(),
    returnsInvoiceId: uuid("returns_invoice_id"),
    /** A correction (migration 0051, decision 0104): the refused or cancelled invoice it replaces. */
    correctsInvoiceId: uuid("corrects_invoice_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerId: text("buyer_id").notNull(),
    payableKurus: kurus("payable_kurus").notNull(),
    taxKurus: kurus("tax_kurus").notNull(),
    document: jsonb("document").$type<unknown>().notNull(),
    xml: text("xml").notNull(),
    sendStatus: text("send_status", { enum: INVOICE_SEND_STATUSES }).notNull().default("pending"),
    sendAttempts: integer("send_attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    refusedReason: text("refused_reason"),
    integratorRef: text("integrator_ref"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_cause_unique").on(t.reservationId, t.cause, t.causeKey),
    uniqueIndex("invoices_sequence_unique").on(t.series, t.year, t.sequence),
    index("invoices_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sendStatus} = 'pending'`),
    index("invoices_issued_idx").on(t.issuedAt),
    uniqueIndex("invoices_corrects_unique")
      .on(t.correctsInvoiceId)
      .where(sql`${t.correctsInvoiceId} is not null`),
  ],
);

/** An invoice e-mail finance sent again, one row per click (migration 0051, decision 0104). */
export const invoiceEmailResends = pgTable(
  "invoice_email_resends",
  {
    key: uuid("key").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    outboxId: integer("outbox_id").references(() => outbox.id),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    recipient: text("recipient").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_email_resends_invoice_idx").on(t.invoiceId, t.createdAt)],
);

export const efaturaTaxpayers = pgTable("efatura_taxpayers", {
  vkn: text("vkn").primaryKey(),
  isUser: boolean("is_user").notNull(),
  alias: text("alias"),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

// Desk bookings, the do-not-rent list and customer notes (decisions 0076 and 0077).

export const deskBookingChoices = ["cash", "card_terminal", "at_pickup", "link"] as const;
export type DeskBookingChoice = (typeof deskBookingChoices)[number];

/** How a booking made at the desk or on the phone is paid; its key is the booking draft id. */
export const deskBookings = pgTable(
  "desk_bookings",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id),
    idempotencyKey: uuid("idempotency_key").notNull(),
    paymentChoice: text("payment_choice", { enum: deskBookingChoices }).notNull(),
    posAuthorisation: text("pos_authorisation"),
    deskPaymentId: uuid("desk_payment_id").references(() => deskPayments.id),
    paymentReferenceId: uuid("payment_reference_id").references(() => paymentReferences.id),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("desk_bookings_key_idx").on(t.idempotencyKey)],
);

export const doNotRentKinds = ["id", "licence", "email", "phone"] as const;
export type DoNotRentKind = (typeof doNotRentKinds)[number];

/** The do-not-rent list: removal is recorded on the row (a trigger refuses DELETE and other edits). */
export const doNotRentEntries = pgTable(
  "do_not_rent_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: doNotRentKinds }).notNull(),
    value: text("value").notNull(),
    personName: text("person_name").notNull(),
    reason: text("reason").notNull(),
    addedById: text("added_by_id").notNull(),
    addedByName: text("added_by_name").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedById: text("removed_by_id"),
    removedByName: text("removed_by_name"),
    removalReason: text("removal_reason"),
  },
  (t) => [
    uniqueIndex("do_not_rent_live_idx")
      .on(t.kind, t.value)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** Append-only notes on a customer, under the identifiers the page was opened with. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    phone: text("phone"),
    idNumber: text("id_number"),
    body: text("body").notNull(),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("customer_notes_email_idx").on(t.email),
    index("customer_notes_phone_idx").on(t.phone),
    index("customer_notes_id_idx").on(t.idNumber),
  ],
);

// Hand-over records (migration 0043, decisions 0078 and 0079): drivers identified at the counter,
// inspections at hand-over and return, damages that belong to the car, rental agreements.

export const rentalDrivers = pgTable(
  "rental_drivers",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    /** 0 = the main driver, 1.. the additional drivers. */
    position: smallint("position").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    licenceNumber: text("licence_number").notNull(),
    licenceClass: text("licence_class").notNull(),
    licenceCountry: text("licence_country").notNull(),
    licenceIssued: date("licence_issued").notNull(),
    licenceExpires: date("licence_expires").notNull(),
    idKind: text("id_kind", { enum: ["tckn", "passport"] }).notNull(),
    idNumber: text("id_number").notNull(),
    idCountry: text("id_country").notNull(),
    staffId: text("staff_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("rental_drivers_position_uq").on(t.reservationId, t.position)],
);

export const rentalInspections = pgTable(
  "rental_inspections",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    /** swap_in / swap_out: a car swapped by a running-rental change (migration 0066, decision 0143). */
    kind: text("kind", { enum: ["pickup", "return", "swap_in", "swap_out"] }).notNull(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    odometerKm: integer("odometer_km").notNull(),
    fuelEighths: smallint("fuel_eighths").notNull(),
    staffId: text("staff_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The change that swapped the car (swap inspections only). */
    rentalChangeId: uuid("rental_change_id").references((): AnyPgColumn => rentalChanges.id),
    /** Damage noted at a swap, in the staff's words. */
    notes: text("notes").notNull().default(""),
  },
  (t) => [
    uniqueIndex("rental_inspections_kind_uq")
      .on(t.reservationId, t.kind)
      .where(sql`${t.rentalChangeId} is null`),
    uniqueIndex("rental_inspections_change_uq")
      .on(t.rentalChangeId, t.kind)
      .where(sql`${t.rentalChangeId} is not null`),
  ],
);

export const unitDamages = pgTable(
  "unit_damages",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    zone: text("zone").notNull(),
    kind: text("kind").notNull(),
    sizeCm: integer("size_cm").notNull(),
    note: text("note").notNull().default(""),
    foundInspectionId: integer("found_inspection_id")
      .notNull()
      .references(() => rentalInspections.id),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: text("closed_by"),
    closeNote: text("close_note"),
  },
  (t) => [
    index("unit_damages_open_idx")
      .on(t.unitId)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const damagePhotos = pgTable("damage_photos", {
  id: serial("id").primaryKey(),
  damageId: integer("damage_id")
    .notNull()
    .references(() => unitDamages.id),
  fileKey: text("file_key").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
});

export const rentalAgreements = pgTable(
  "rental_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    kind: text("kind", { enum: ["handover", "return", "addendum"] }).notNull(),
    version: smallint("version").notNull(),
    refersTo: uuid("refers_to"),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    /** The agreement's exact text; never edited (a trigger refuses it). */
    body: text("body").notNull(),
    bodySha256: text("body_sha256").notNull(),
    staffId: text("staff_id").notNull(),
    createdAt: createdAt(),
    signedName: text("signed_name"),
    signaturePng: bytea("signature_png"),
    signatureSha256: text("signature_sha256"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("rental_agreements_version_uq").on(t.reservationId, t.kind, t.version)],
);

// ---------------------------------------------------------------------------------------------
// Changes to a running rental at the desk (migration 0047, docs/decisions/0090).

export type RentalChangeKind = "extend" | "dropoff" | "upgrade" | "driver";

/** What a running-rental change moved (the reservation's fields before and after). */
export type RentalChangeStateJson = {
  unitId: number;
  modelId: number;
  dropoffOfficeId: number;
  returnAt: string;
  totalKurus: number;
  quoteId: string | null;
};

export const rentalChanges = pgTable(
  "rental_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    requestKey: text("request_key").notNull().unique("rental_changes_request_key_uq"),
    kinds: jsonb("kinds").$type<RentalChangeKind[]>().notNull(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    before: jsonb("before").$type<RentalChangeStateJson>().notNull(),
    after: jsonb("after").$type<RentalChangeStateJson>().notNull(),
    oldTotalKurus: kurus("old_total_kurus").notNull(),
    newTotalKurus: kurus("new_total_kurus").notNull(),
    chargeKurus: kurus("charge_kurus").notNull().default(0),
    refundKurus: kurus("refund_kurus").notNull().default(0),
    waivedKurus: kurus("waived_kurus").notNull().default(0),
    waiveReason: text("waive_reason"),
    deskPaymentId: uuid("desk_payment_id").references(() => deskPayments.id),
    refundState: text("refund_state", { enum: ["pending", "refunded", "failed", "unknown"] }),
    refundResult: jsonb("refund_result").$type<unknown>(),
    addendumId: uuid("addendum_id").references(() => rentalAgreements.id),
    staffId: text("staff_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "rental_changes_ck",
      sql`${t.chargeKurus} >= 0 and ${t.refundKurus} >= 0 and ${t.waivedKurus} >= 0 and (${t.chargeKurus} = 0 or ${t.refundKurus} = 0) and (${t.waivedKurus} = 0 or length(trim(coalesce(${t.waiveReason}, ''))) > 0) and (${t.refundState} is null or ${t.refundState} in ('pending', 'refunded', 'failed', 'unknown'))`,
    ),
    index("rental_changes_reservation_idx").on(t.reservationId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// SMS (issue 31 item 9, decision 0118; migration 0058): transactional messages through their own
// outbox, one row per message and reason (dedupe_key unique: a repeat writes nothing), delivered by
// a background job through the SMS provider port; marketing consent recorded for İYS.

export const smsKinds = ["confirmation", "reminder", "paymentLink"] as const;
export type SmsKind = (typeof smsKinds)[number];

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    /** What this message is for, e.g. "confirmation:<reservation id>": unique, so it is queued once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind", { enum: smsKinds }).notNull(),
    /** E.164, as the booking stored it. */
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    encoding: text("encoding", { enum: ["gsm7", "ucs2"] }).notNull(),
    segments: integer("segments").notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimToken: text("claim_token"),
    provider: text("provider"),
    /** The provider's id of the accepted message (Netgsm's jobid). */
    providerMessageId: text("provider_message_id"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sms_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("sms_outbox_reservation_idx").on(t.reservationId),
  ],
);

/** İYS (İleti Yönetim Sistemi) consent sources: the web site. */
export const iysSources = ["HS_WEB"] as const;

export const smsMarketingConsents = pgTable(
  "sms_marketing_consents",
  {
    id: serial("id").primaryKey(),
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    /** ONAY (given) or RET (withdrawn), as İYS records it. */
    given: boolean("given").notNull(),
    source: text("source", { enum: iysSources }).notNull(),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** When the record was passed to İYS; null until then. */
    iysReportedAt: timestamp("iys_reported_at", { withTimezone: true }),
  },
  (t) => [index("sms_marketing_consents_phone_idx").on(t.phone, t.at)],
);

/**
 * The record of an account deletion (KVKK, decision 0119; migration 0058): when, and what was kept,
 * erased or anonymised. No name, address or member id: only the numbers of the kept reservations,
 * which are kept documents themselves.
 */
export const memberDeletions = pgTable("member_deletions", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  keptReservations: text("kept_reservations").array().notNull(),
  anonymisedReservations: integer("anonymised_reservations").notNull(),
  liveReservations: integer("live_reservations").notNull(),
  deletedForms: integer("deleted_forms").notNull(),
  deletedSms: integer("deleted_sms").notNull(),
});
// A booked return corrected by a manager (migration 0053, docs/decisions/0108).

/** One corrected charge line as the correction booked it (what the receipt lists after it). */
export type CorrectionLineJson = {
  kind: (typeof chargeKinds)[number];
  quantity: number;
  unitKurus: number;
  amountKurus: number;
  description: string;
  /** What the line was before this correction, and why it was lowered ("" when kept). */
  previousKurus: number;
  reason: string;
};

export const returnCorrections = pgTable(
  "return_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => rentalCheckins.reservationId),
    requestKey: text("request_key").notNull().unique("return_corrections_request_key_uq"),
    version: smallint("version").notNull(),
    /** The charges in force before this correction, reversed whole. */
    reversedKurus: kurus("reversed_kurus").notNull(),
    /** The corrected charges booked in their place (always less than reversed). */
    chargesKurus: kurus("charges_kurus").notNull(),
    lines: jsonb("lines").$type<CorrectionLineJson[]>().notNull(),
    reason: text("reason").notNull(),
    /** Sent back to the cards that paid (after the transaction). */
    refundKurus: kurus("refund_kurus").notNull().default(0),
    /** Owed back to the customer and paid another way (cash, the office terminal, a kept deposit). */
    owedKurus: kurus("owed_kurus").notNull().default(0),
    refundState: text("refund_state", { enum: ["pending", "refunded", "failed", "unknown"] }),
    refundResult: jsonb("refund_result").$type<unknown>(),
    /** The return agreement reissued by this correction (refers to the one before). */
    agreementId: uuid("agreement_id").references(() => rentalAgreements.id),
    staffId: text("staff_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("return_corrections_version_uq").on(t.reservationId, t.version),
    check(
      "return_corrections_ck",
      sql`${t.version} >= 1 and ${t.reversedKurus} >= 0 and ${t.chargesKurus} >= 0 and ${t.chargesKurus} < ${t.reversedKurus} and ${t.refundKurus} >= 0 and ${t.owedKurus} >= 0 and ${t.refundKurus} + ${t.owedKurus} <= ${t.reversedKurus} - ${t.chargesKurus} and length(trim(${t.reason})) > 0`,
    ),
  ],
);

// Delivery to an address and collection from one (migration 0060, docs/decisions/0123).

/** An office's delivery offer; no row = the office does not deliver. */
export const officeDeliverySettings = pgTable(
  "office_delivery_settings",
  {
    officeId: integer("office_id")
      .primaryKey()
      .references(() => offices.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    radiusKm: integer("radius_km").notNull().default(20),
    perKmKurus: kurus("per_km_kurus").notNull().default(0),
    minimumKurus: kurus("minimum_kurus").notNull().default(0),
    bands: jsonb("bands").$type<{ upToKm: number; feeKurus: number }[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    check(
      "office_delivery_settings_ck",
      sql`${t.radiusKm} BETWEEN 1 AND 100 AND ${t.perKmKurus} >= 0 AND ${t.minimumKurus} >= 0`,
    ),
  ],
);

/** The districts and neighbourhoods of the offices' cities with their coordinates (the map data). */
export const gazetteerPlaces = pgTable(
  "gazetteer_places",
  {
    id: serial("id").primaryKey(),
    citySlug: text("city_slug").notNull(),
    district: text("district").notNull(),
    neighbourhood: text("neighbourhood"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** A retired place no longer matches typed addresses; never deleted (decision 0141). */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    unique("gazetteer_places_uq").on(t.citySlug, t.district, t.neighbourhood).nullsNotDistinct(),
    check(
      "gazetteer_places_ck",
      sql`length(trim(${t.district})) BETWEEN 2 AND 80 AND (${t.neighbourhood} IS NULL OR length(trim(${t.neighbourhood})) BETWEEN 2 AND 80) AND ${t.lat} BETWEEN 35.8 AND 42.2 AND ${t.lng} BETWEEN 25.6 AND 44.9`,
    ),
  ],
);

/** The legs a reservation booked: one delivery and one collection at most. */
export const reservationDeliveries = pgTable(
  "reservation_deliveries",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    leg: text("leg", { enum: ["delivery", "collection"] }).notNull(),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id),
    address: text("address").notNull(),
    placeId: integer("place_id"),
    distanceM: integer("distance_m").notNull(),
    feeKurus: kurus("fee_kurus").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reservation_deliveries_leg_uq").on(t.reservationId, t.leg),
    index("reservation_deliveries_office_idx").on(t.officeId),
    check(
      "reservation_deliveries_ck",
      sql`${t.leg} IN ('delivery', 'collection') AND ${t.distanceM} >= 0 AND ${t.feeKurus} >= 0 AND length(trim(${t.address})) > 0`,
    ),
  ],
);

/**
 * A model's monthly rate per monthly tier (issue 31 item 5, docs/decisions/0121): rentals of 30-89,
 * 90-179 and 180-365 days cost this a month (a day = a 30th); a tier without a row is priced by
 * the daily table.
 */
export const monthlyRates = pgTable(
  "monthly_rates",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    minDays: smallint("min_days").notNull(),
    monthlyKurus: kurus("monthly_kurus").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.minDays] }),
    check("monthly_rates_tier_ck", sql`${t.minDays} in (30, 90, 180)`),
    check("monthly_rates_amount_ck", sql`${t.monthlyKurus} > 0`),
  ],
);

/**
 * The deposit-free package's daily price per office and class (migration 0061, decision 0125): no
 * deposit is held, the customer pays this more a day instead. Edited by staff, audited.
 */
export const depositFreePrices = pgTable(
  "deposit_free_prices",
  {
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    classId: integer("class_id")
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: "cascade" }),
    dailyKurus: kurus("daily_kurus").notNull(),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByStaffId: text("updated_by_staff_id"),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.classId] }),
    check("deposit_free_prices_daily_ck", sql`${t.dailyKurus} > 0 and ${t.dailyKurus} <= 10000000`),
  ],
);

/**
 * The payment schedule of a monthly rental (docs/decisions/0121, 0122): one row per 30-day month,
 * written with the reservation; month 1 is paid at booking, each later month by its own payment
 * link (a payment reference) e-mailed before it is due. One row per (reservation, month), one
 * month per reference.
 */
export const rentalMonths = pgTable(
  "rental_months",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id),
    month: smallint("month").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** When the job e-mails its payment link; null for month 1 (paid at booking). */
    linkOn: date("link_on", { mode: "string" }),
    days: smallint("days").notNull(),
    amountKurus: kurus("amount_kurus").notNull(),
    /** Null = unlimited kilometres. */
    kmAllowance: integer("km_allowance"),
    paymentReferenceId: uuid("payment_reference_id")
      .unique("rental_months_reference_unique")
      .references(() => paymentReferences.id),
    linkSentAt: timestamp("link_sent_at", { withTimezone: true }),
    /** Paid at the desk (decision 0130): when, and the desk payment that completed the month. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    deskPaymentId: uuid("desk_payment_id").references(() => deskPayments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rental_months_month_uq").on(t.reservationId, t.month),
    check("rental_months_paid_ck", sql`(${t.paidAt} is null) = (${t.deskPaymentId} is null)`),
    index("rental_months_link_due_idx")
      .on(t.linkOn)
      .where(sql`${t.linkSentAt} is null and ${t.linkOn} is not null`),
    check(
      "rental_months_ck",
      sql`${t.month} between 1 and 13 and ${t.days} between 1 and 30 and ${t.amountKurus} >= 0 and (${t.kmAllowance} is null or ${t.kmAllowance} >= 0)`,
    ),
  ],
);
