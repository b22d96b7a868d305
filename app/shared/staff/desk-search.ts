// The reservation search's query string (/yonetim/rezervasyonlar?q=...&ofis=...&durum=...&
// baslangic=...&bitis=...): parsed once for the server; a bad value comes back as a message key and
// the typed text stays in the form.
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";

export type DeskSearchForm = { q: string; ofis: string; durum: string; baslangic: string; bitis: string };

export type DeskSearchParse = {
  form: DeskSearchForm;
  /** Message keys by field. */
  errors: Partial<Record<keyof DeskSearchForm, "staff.search.dateInvalid" | "staff.search.rangeInvalid">>;
  query: { q?: string; officeId?: number; status?: string; fromDay?: string; toDay?: string };
  /** Whether anything was asked (an empty form lists nothing). */
  asked: boolean;
};

const text = (params: URLSearchParams, name: string, max: number) => (params.get(name) ?? "").slice(0, max);

export function parseDeskSearch(params: URLSearchParams): DeskSearchParse {
  const form: DeskSearchForm = {
    q: text(params, "q", 100),
    ofis: text(params, "ofis", 10),
    durum: text(params, "durum", 30),
    baslangic: text(params, "baslangic", 10),
    bitis: text(params, "bitis", 10),
  };
  const errors: DeskSearchParse["errors"] = {};
  const query: DeskSearchParse["query"] = {};
  const q = form.q.trim();
  if (q) query.q = q;
  if (/^\d{1,6}$/.test(form.ofis)) query.officeId = Number(form.ofis);
  if ((RESERVATION_STATUSES as readonly string[]).includes(form.durum) || form.durum === "no_show") {
    query.status = form.durum;
  }
  for (const [field, key] of [
    ["baslangic", "fromDay"],
    ["bitis", "toDay"],
  ] as const) {
    const value = form[field].trim();
    if (!value) continue;
    const day = parseDateMask(value);
    if (day) query[key] = day;
    else errors[field] = "staff.search.dateInvalid";
  }
  if (query.fromDay && query.toDay && query.toDay < query.fromDay) errors.bitis = "staff.search.rangeInvalid";
  const asked = Object.keys(query).length > 0 || Object.keys(errors).length > 0;
  return { form, errors, query: Object.keys(errors).length > 0 ? {} : query, asked };
}
