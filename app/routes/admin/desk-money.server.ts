// The desk pages' money parts on the server (decision 0081): refusals in the deskMoney words,
// and what the hand-over page warns about when money is owed.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { formatTl } from "#app/domain/money/money.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { DeskRefusal } from "#app/server/services/desk/desk-common.server.ts";
import type { DeskView } from "#app/server/services/desk/desk-view.server.ts";
import { pickupBalance } from "#app/server/services/desk/pickup-balance.server.ts";
import type { OwedAtPickup } from "#app/features/desk/money/owed-at-pickup.tsx";
import { refusal, reservationPath } from "./desk-page.server.ts";

/** Field errors and notices of the deskMoney codes; every other refusal as the desk pages answer it. */
export function moneyRefusal(
  ctx: PageContext,
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  result: DeskRefusal,
) {
  if (result.reason === "invalid" && result.code === "owedAtPickup") {
    return data({ reply: reply(), notice: { key: "deskMoney.errors.owedAtPickup" } }, { status: 409 });
  }
  if (result.reason === "invalid" && result.code === "authCode") {
    return data(
      { reply: reply({ fieldErrors: { authCode: ["deskMoney.errors.authCode"] } }), notice: null },
      { status: 400 },
    );
  }
  // A monthly rental's chosen month (decision 0138): no longer open, or less owed on it than taken.
  if (result.reason === "invalid" && (result.code === "monthNotOpen" || result.code === "moreThanMonth")) {
    const field = result.code === "monthNotOpen" ? "forMonth" : "amount";
    return data(
      { reply: reply({ fieldErrors: { [field]: [`deskMoney.errors.${result.code}`] } }), notice: null },
      { status: 409 },
    );
  }
  return refusal(ctx, reply, result);
}

/** What the hand-over page says about money owed (null when nothing is). */
export async function owedAtPickup(ctx: PageContext, view: DeskView): Promise<OwedAtPickup | null> {
  if (view.reservation.status !== "confirmed") return null;
  const { owedKurus, refuse } = await pickupBalance(ctx.db, view.reservation);
  if (owedKurus === 0) return null;
  return {
    amount: formatTl(owedKurus, ctx.lang),
    refuse,
    payHref: view.actions.includes("payment") ? reservationPath(ctx.lang, view.reservation.number, "payment") : null,
  };
}
