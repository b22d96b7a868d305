// The deposit's sentences for the desk pages (decision 0088): what is held and what the return
// will do with it, in the reader's language and TL.
import { depositPlan } from "#app/domain/desk/deposit.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { DepositView } from "#app/server/services/desk/deposit.server.ts";

/** The deposit as sentences; `extraOwedKurus`: charges a preview would add to what is owed. */
export function depositSentences(
  ctx: PageContext,
  d: DepositView | null,
  extraOwedKurus = 0,
  /** The deposit-free package's terms (decision 0125): no deposit is asked, and the page says why. */
  depositFree: { dailyKurus: number } | null = null,
): string[] {
  const t = ctx.t;
  const tl = (k: number) => formatTl(k, ctx.lang);
  if (!d && depositFree)
    return [t("deskMoney.deposit.depositFree", { daily: formatTl(depositFree.dailyKurus, ctx.lang) })];
  if (!d) return [t("deskMoney.deposit.none")];
  const amount = tl(d.amountKurus);
  const rest = tl(d.amountKurus - d.capturedKurus);
  const card = d.method === "card_preauth";
  switch (d.status) {
    case "pending":
      return [t("deskMoney.deposit.cardPending", { amount })];
    case "settling":
      return [t("deskMoney.deposit.cardHeld", held(ctx, d)), t("deskMoney.deposit.settling")];
    case "captured":
      return [
        t(card ? "deskMoney.deposit.captured" : "deskMoney.deposit.cashKept", { amount: tl(d.capturedKurus), rest }),
      ];
    case "released":
      return [t("deskMoney.deposit.released", { amount })];
    case "paid_back":
      return [t("deskMoney.deposit.paidBack", { amount })];
    case "held": {
      const first = card ? t("deskMoney.deposit.cardHeld", held(ctx, d)) : t("deskMoney.deposit.cashHeld", { amount });
      const owed = d.owedKurus + extraOwedKurus;
      const plan = depositPlan(d.amountKurus, owed);
      const next =
        plan.keepKurus > 0
          ? t(card ? "deskMoney.deposit.planCapture" : "deskMoney.deposit.planCashKeep", {
              keep: tl(plan.keepKurus),
              rest: tl(plan.returnKurus),
            })
          : t(card ? "deskMoney.deposit.planRelease" : "deskMoney.deposit.planCashBack", { amount });
      return [first, extraOwedKurus > 0 ? `${t("deskMoney.deposit.previewNote")} ${next}` : next];
    }
  }
}

function held(ctx: PageContext, d: DepositView) {
  return {
    amount: formatTl(d.amountKurus, ctx.lang),
    card: d.maskedPan ?? "",
    until: d.expiresAt ? formatInstant(d.expiresAt, ctx.lang) : "",
  };
}
