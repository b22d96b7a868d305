// The back office's model and class forms (/yonetim/modeller/:id, /yonetim/siniflar;
// docs/decisions/0051): Conform + zod in the browser and on the server. Each field has one message
// (catalogue key models.errors.<field>) that names what it accepts, in the staff member's language.
import { bodyTypes, fuels, transmissions } from "#app/domain/fleet/vehicle-kinds.ts";
import type { Lang } from "#app/i18n/config.ts";
import { formatNumberInput, moneyField, numberText } from "#app/shared/numbers/number-input.ts";
import { z } from "#app/shared/validation/zod.ts";

type ModelsErrorKey = `models.errors.${string}`;
const e = (name: string): ModelsErrorKey => `models.errors.${name}`;

/** The colours the generated illustrations come in (public/images/cars/<body>-<colour>.svg). */
export const modelColours = ["white", "black", "grey", "silver", "red", "blue"] as const;

export const SAVE_MODEL_INTENT = "save";
export const UPLOAD_IMAGE_INTENT = "image";
export const REMOVE_IMAGE_INTENT = "removeImage";
export const SAVE_CLASS_INTENT = "saveClass";

const int = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: e(field) })
    .int({ error: e(field) })
    .min(min, { error: e(field) })
    .max(max, { error: e(field) });

const text = (field: string, max: number) =>
  z
    .string({ error: e(field) })
    .trim()
    .min(1, { error: e(field) })
    .max(max, { error: e(field) });

/** Lira typed in the page's language by the shared parser ("12.500", "12.500,50"; docs/decisions/0083). */
const lira = (lang: Lang, field: string, maxLira: number) => numberText(lang, moneyField(maxLira * 100), e(field));

/** Litres (or kWh) per 100 km with one decimal ("5,2"), kept as tenths. */
const consumption = z
  .string({ error: e("consumption") })
  .trim()
  .regex(/^\d{1,2}(?:[.,]\d)?$/, { error: e("consumption") })
  .transform((value) => Math.round(Number(value.replace(",", ".")) * 10))
  .refine((x10) => x10 >= 10 && x10 <= 400, { error: e("consumption") });

export const modelFormSchemaFor = (lang: Lang) =>
  z.object({
    intent: z.literal(SAVE_MODEL_INTENT),
    classId: int("classId", 1, 1_000_000),
    brand: text("brand", 40),
    model: text("model", 60),
    year: int("year", 2000, 2100),
    bodyType: z.enum(bodyTypes, { error: e("bodyType") }),
    fuel: z.enum(fuels, { error: e("fuel") }),
    transmission: z.enum(transmissions, { error: e("transmission") }),
    colour: z.enum(modelColours, { error: e("colour") }),
    doors: int("doors", 2, 6),
    adults: int("adults", 1, 9),
    luggage: int("luggage", 0, 10),
    airbags: int("airbags", 0, 12),
    consumption,
    powerHp: int("powerHp", 40, 1000),
    kmLimitPerDay: int("kmLimitPerDay", 50, 5000),
    minAge: int("minAge", 18, 30),
    licenceYears: int("licenceYears", 0, 15),
    deposit: lira(lang, "deposit", 1_000_000),
    memberDiscountPct: int("memberDiscountPct", 0, 50),
    tankLitres: int("tankLitres", 1, 200),
    extraKm: lira(lang, "extraKm", 1000),
    active: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  });
export const modelFormSchema = modelFormSchemaFor("tr");

export type ModelFormValue = z.output<typeof modelFormSchema>;

/** The photo's alternative texts (the file itself is checked on the server, by its bytes). */
export const imageFormSchema = z.object({
  intent: z.literal(UPLOAD_IMAGE_INTENT),
  image: z.instanceof(File, { error: e("imageRequired") }).refine((f) => f.size > 0, { error: e("imageRequired") }),
  altTr: text("altTr", 200),
  altEn: text("altEn", 200),
});

/** The photo form as the page sends it: the file may be left out (then only the texts are saved). */
export const photoFormSchema = imageFormSchema.partial({ image: true });

export const classFormSchema = z.object({
  intent: z.literal(SAVE_CLASS_INTENT),
  id: int("classId", 1, 1_000_000),
  nameTr: text("nameTr", 60),
  nameEn: text("nameEn", 60),
  descriptionTr: text("descriptionTr", 400),
  descriptionEn: text("descriptionEn", 400),
  sort: int("sort", 0, 99),
});

export type ClassFormValue = z.output<typeof classFormSchema>;

/** Kuruş as the form shows it: "12.500" or "12.500,50" (Turkish) / "12,500.50" (English). */
export function liraText(kurus: number, lang: "tr" | "en"): string {
  return formatNumberInput(kurus % 100 === 0 ? kurus / 100 : kurus, lang, kurus % 100 === 0 ? 0 : 2);
}

/** Tenths as the form shows them: "5,2" / "5.2". */
export function tenthsText(x10: number, lang: "tr" | "en"): string {
  const text = (x10 / 10).toFixed(1);
  return lang === "tr" ? text.replace(".", ",") : text;
}
