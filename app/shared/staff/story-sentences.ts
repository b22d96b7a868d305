// The reservation story in plain words (issue 28 item 1; docs/decisions/0082): every entry becomes
// a sentence in the reader's language with amounts in TL, people by name and cars by plate. The
// services write status notes in fixed English shapes ("desk payment cash: 1000000"); each shape is
// named once here (STORY_NOTES) with its sentence, and a test walks every shape, every payment event
// and every audit action in both languages. Notes in no known shape are text a person typed (a
// cancellation reason, a block note) and are shown as written.
import { formatTl } from "#app/domain/money/money.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { MessageKey, Translate } from "#app/i18n/translate.ts";
import {
  auditFieldLabel,
  readableAuditChanges,
  auditSentence,
  formatAuditInstant,
  formatAuditValue,
} from "#app/shared/staff/audit-entries.ts";
import { fixedStatusNote, isPaymentEventKind, type StoryEntry } from "./reservation-story.ts";

/** One line of the story as the page shows it: nothing left to translate. */
/** `source` is the entry's kind as stored ("payment", "status", …), `kind` its name in the reader's language. */
export type StoryLine = {
  at: string;
  source: StoryEntry["kind"];
  kind: string;
  text: string;
  details: string[];
  who: string;
};

type Words = { t: Translate; lang: Lang };
type NoteShape = { pattern: RegExp; sentence: (m: RegExpExecArray, w: Words) => string; sample: string };

const kurusText = (digits: string | undefined, lang: Lang) => formatTl(Number(digits ?? "0"), lang);
/** Amounts written as "1234.50" lira (the online change notes). */
const liraText = (text: string | undefined, lang: Lang) => formatTl(Math.round(Number(text ?? "0") * 100), lang);
const instantText = (iso: string | undefined, lang: Lang) => {
  const at = new Date(iso ?? "");
  return Number.isNaN(at.getTime()) ? (iso ?? "").replace("T", " ") : formatAuditInstant(at, lang);
};
const key = (name: string) => `staff.detail.sentences.${name}` as MessageKey;

/** Every shape a service writes a reservation event's note in, with a sample of it. */
export const STORY_NOTES = {
  deskPayment: {
    pattern: /^desk payment (cash|card_terminal): (\d+)$/,
    sentence: (m, { t, lang }) => t(key(m[1] === "cash" ? "deskCash" : "deskCard"), { amount: kurusText(m[2], lang) }),
    sample: "desk payment cash: 1000000",
  },
  pickedUp: {
    pattern: /^picked up: (.+), (\d+) km, fuel (\d)\/8$/,
    sentence: (m, { t, lang }) =>
      t(key("pickedUp"), { plate: m[1] ?? "", km: Number(m[2]).toLocaleString(lang), fuel: m[3] ?? "" }),
    sample: "picked up: 34 ABC 123, 12345 km, fuel 8/8",
  },
  rentalChanged: {
    pattern: /^running rental changed \(([a-z, ]+)\): total (\d+) -> (\d+); charged (\d+); refund (\d+); waived (\d+)$/,
    sentence: (m, { t, lang }) =>
      t(key("rentalChanged"), {
        kinds: (m[1] ?? "")
          .split(", ")
          .map((k) => t(key(`changeKinds.${k}`)))
          .join(", "),
        old: kurusText(m[2], lang),
        new: kurusText(m[3], lang),
        charged: kurusText(m[4], lang),
        refund: kurusText(m[5], lang),
        waived: kurusText(m[6], lang),
      }),
    sample: "running rental changed (extend, upgrade): total 430000 -> 688000; charged 258000; refund 0; waived 0",
  },
  carSwapped: {
    pattern: /^car swapped: (.+) in (\d+) km, fuel (\d)\/8; (.+) out (\d+) km, fuel (\d)\/8$/,
    sentence: (m, { t, lang }) =>
      t(key("carSwapped"), {
        from: m[1] ?? "",
        inKm: Number(m[2]).toLocaleString(lang),
        inFuel: m[3] ?? "",
        to: m[4] ?? "",
        outKm: Number(m[5]).toLocaleString(lang),
        outFuel: m[6] ?? "",
      }),
    sample: "car swapped: 34 ABC 123 in 12340 km, fuel 6/8; 34 XYZ 45 out 5000 km, fuel 8/8",
  },
  agreementSigned: {
    pattern: /^agreement signed: (handover|return) v(\d+) ([0-9a-f]+)$/,
    sentence: (m, { t }) =>
      t(key(m[1] === "return" ? "agreementSignedReturn" : "agreementSignedHandover"), {
        version: m[2] ?? "",
        hash: m[3] ?? "",
      }),
    sample: "agreement signed: handover v1 0f3a9c2b7d11",
  },
  returned: {
    pattern: /^returned: (\d+) km, fuel (\d)\/8, charges (\d+)$/,
    sentence: (m, { t, lang }) =>
      t(key("returned"), { km: Number(m[1]).toLocaleString(lang), fuel: m[2] ?? "", amount: kurusText(m[3], lang) }),
    sample: "returned: 12845 km, fuel 6/8, charges 689375",
  },
  depositHeld: {
    pattern: /^deposit held (card_preauth|cash): (\d+)$/,
    sentence: (m, { t, lang }) =>
      t(key(m[1] === "cash" ? "depositCashHeld" : "depositCardHeld"), { amount: kurusText(m[2], lang) }),
    sample: "deposit held card_preauth: 500000",
  },
  depositKept: {
    pattern: /^deposit kept (card_preauth|cash): (\d+) of (\d+)$/,
    sentence: (m, { t, lang }) =>
      t(key(m[1] === "cash" ? "depositCashKept" : "depositCardCaptured"), {
        amount: kurusText(m[2], lang),
        rest: formatTl(Number(m[3] ?? "0") - Number(m[2] ?? "0"), lang),
      }),
    sample: "deposit kept card_preauth: 120000 of 500000",
  },
  depositReturned: {
    pattern: /^deposit (released|paid back) (card_preauth|cash): (\d+)$/,
    sentence: (m, { t, lang }) =>
      t(key(m[1] === "paid back" ? "depositCashPaidBack" : "depositCardReleased"), { amount: kurusText(m[3], lang) }),
    sample: "deposit released card_preauth: 500000",
  },
  unitChanged: {
    pattern: /^unit (.+) -> (.+)$/,
    // Before a plate was known the note named the unit by its number: the reader gets the new plate only.
    sentence: (m, { t }) =>
      /^\d+$/.test(m[1] ?? "")
        ? t(key("unitAssigned"), { to: m[2] ?? "" })
        : t(key("unitChanged"), { from: m[1] ?? "", to: m[2] ?? "" }),
    sample: "unit 34 ABC 123 -> 06 XYZ 987",
  },
  rebooked: {
    pattern: /^rebooked: (YLD-[A-Z0-9-]+)$/,
    sentence: (m, { t }) => t(key("rebooked"), { number: m[1] ?? "" }),
    sample: "rebooked: YLD-GPS1D7Q",
  },
  staffCancel: {
    pattern: /^(no-show|cancelled by staff) \([A-Za-z_]+: refund (\d+)\)(?:: ([\s\S]*))?$/,
    sentence: (m, { t, lang }) =>
      t(key(m[1] === "no-show" ? "noShow" : "staffCancelled"), { amount: kurusText(m[2], lang) }) +
      (m[3] ? ` ${t(key("reason"), { reason: m[3] })}` : ""),
    sample: "cancelled by staff (free: refund 450000): müşteri aradı",
  },
  cancelled: {
    pattern: /^cancellation [A-Za-z_]+: refund (\d+)$/,
    sentence: (m, { t, lang }) => t(key("cancelled"), { amount: kurusText(m[1], lang) }),
    sample: "cancellation late: refund 125000",
  },
  paidByReference: {
    pattern: /^paid by reference (\S+) \(\S+\): (\d+)$/,
    sentence: (m, { t, lang }) => t(key("paidByReference"), { number: m[1] ?? "", amount: kurusText(m[2], lang) }),
    sample: "paid by reference 1234-5678 (YLD-ABC123-2): 549375",
  },
  cardApproved: {
    pattern: /^card payment approved \(\S+\)$/,
    sentence: (_m, { t }) => t(key("cardApproved")),
    sample: "card payment approved (YLD-ABC123-1)",
  },
  lateCardApproved: {
    pattern: /^late card payment approved, unit held again \(\S+\)$/,
    sentence: (_m, { t }) => t(key("lateCardApproved")),
    sample: "late card payment approved, unit held again (YLD-ABC123-1)",
  },
  cardOther: {
    pattern: /^card payment ([a-z_]+) \(\S+\)$/,
    sentence: (m, { t }) =>
      t(key("cardOther"), {
        event: isPaymentEventKind(m[1] ?? "") ? t(`staff.detail.paymentEvents.${m[1] as "declined"}`) : "—",
      }),
    sample: "card payment declined (YLD-ABC123-1)",
  },
  changeAsked: {
    pattern: /^change asked online; difference ([\d.]+) to be paid by card$/,
    sentence: (m, { t, lang }) => t(key("changeAsked"), { amount: liraText(m[1], lang) }),
    sample: "change asked online; difference 1250.50 to be paid by card",
  },
  changeRefund: {
    pattern: /^change refund ([\d.]+): \w+$/,
    sentence: (m, { t, lang }) => t(key("changeRefund"), { amount: liraText(m[1], lang) }),
    sample: "change refund 300.00: refunded",
  },
  changedOnline: {
    pattern: /^changed online \(\w+\); pick-up (\S+) → (\S+); return (\S+) → (\S+); .*total ([\d.]+) → ([\d.]+)/,
    sentence: (m, { t, lang }) =>
      t(key("changedOnline"), {
        pickupFrom: instantText(m[1], lang),
        pickupTo: instantText(m[2], lang),
        returnFrom: instantText(m[3], lang),
        returnTo: instantText(m[4], lang),
        totalFrom: liraText(m[5], lang),
        totalTo: liraText(m[6], lang),
      }),
    sample:
      "changed online (card); pick-up 2027-03-14T07:00:00.000Z → 2027-03-15T07:00:00.000Z; return 2027-03-16T07:00:00.000Z → 2027-03-17T07:00:00.000Z; offices 1/1 → 1/2; model 3 → 3, unit 7 → 7; total 3456.00 → 4123.45; charged 667.45",
  },
} satisfies Record<string, NoteShape>;

/** A note as a sentence in the reader's language (a note in no known shape is shown as written). */
export function noteSentence(note: string, t: Translate, lang: Lang): string {
  const fixed = fixedStatusNote(note);
  if (fixed) return t(`staff.detail.notes.${fixed}`);
  for (const shape of Object.values(STORY_NOTES) as NoteShape[]) {
    const m = shape.pattern.exec(note);
    if (m) return shape.sentence(m, { t, lang });
  }
  return note;
}

/** "staff:<id>" and the fixed actors as the reader's words; `names` maps staff ids to names. */
export function actorName(actor: string, names: ReadonlyMap<string, string>, t: Translate): string {
  if (actor === "customer" || actor === "system" || actor === "bank") return t(`staff.detail.actors.${actor}`);
  if (actor.startsWith("staff:")) return names.get(actor.slice(6)) ?? t("staff.detail.actors.staff");
  return actor;
}

/** Every story entry as a line in the reader's language. */
export function storyLines(
  story: readonly StoryEntry[],
  names: ReadonlyMap<string, string>,
  t: Translate,
  lang: Lang,
): StoryLine[] {
  const status = (s: string) => t(`staff.statuses.${s}` as MessageKey);
  return story.map((entry): StoryLine => {
    const base = { at: entry.at, source: entry.kind, kind: t(`staff.detail.storyKinds.${entry.kind}`) };
    switch (entry.kind) {
      case "status":
        return {
          ...base,
          text: entry.from
            ? t("staff.detail.statusChange", { from: status(entry.from), to: status(entry.to) })
            : t("staff.detail.statusNew", { to: status(entry.to) }),
          details: entry.note ? [noteSentence(entry.note, t, lang)] : [],
          who: actorName(entry.actor, names, t),
        };
      case "payment":
        return {
          ...base,
          text: t("staff.detail.paymentEvent", {
            event: isPaymentEventKind(entry.event) ? t(`staff.detail.paymentEvents.${entry.event}`) : entry.event,
            order: entry.orderId,
          }),
          details: entry.amount ? [entry.amount] : [],
          who: actorName(entry.actor, names, t),
        };
      case "email":
        return {
          ...base,
          text: entry.subject,
          details: [t(`staff.detail.emailStatus.${entry.status}` as MessageKey)],
          who: t("staff.detail.actors.system"),
        };
      case "staff":
        return {
          ...base,
          text: auditSentence(entry.action, t),
          details: [
            ...readableAuditChanges(entry.before, entry.after).map(
              (c) =>
                `${auditFieldLabel(c.field, t)}: ${formatAuditValue(c.field, c.before, t, lang)} ${t("audit.arrow")} ${formatAuditValue(c.field, c.after, t, lang)}`,
            ),
            ...(entry.note ? [noteSentence(entry.note, t, lang)] : []),
          ],
          who: `${entry.actor} (${t(`staff.roles.${entry.role}` as MessageKey)})`,
        };
      case "cancellationRequest":
        return {
          ...base,
          text: t("staff.today.refund", { amount: entry.refund }),
          details: [entry.reason, t(`staff.detail.requestStatus.${entry.status}` as MessageKey)],
          who: t("staff.detail.actors.customer"),
        };
      case "reference":
        return {
          ...base,
          text: t(key("reference"), { number: entry.number, amount: entry.amount }),
          details: [t(`staff.detail.referenceStatus.${entry.status}` as MessageKey)],
          who: t("staff.detail.actors.system"),
        };
    }
  });
}
