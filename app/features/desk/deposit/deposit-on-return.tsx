// The deposit on the return page (decision 0088): what is held, and what confirming the return
// will do with it (capture what is owed and release the rest, or pay cash back). With a preview
// on screen the plan counts the previewed charges too.
import { depositPlan, type DepositMethod, type DepositStatus } from "#app/domain/desk/deposit.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { deskCard } from "#app/features/desk/desk-ui.tsx";

export type DepositOnReturnData = {
  method: DepositMethod;
  status: DepositStatus;
  amountKurus: number;
  owedKurus: number;
  /** What the server says now (held, the plan without the return's charges). */
  sentences: string[];
};

export function DepositOnReturn({
  deposit,
  previewChargesKurus,
}: {
  deposit: DepositOnReturnData;
  previewChargesKurus: number | null;
}) {
  const { t, lang } = useTranslation();
  const tl = (k: number) => formatTl(k, lang);
  const card = deposit.method === "card_preauth";
  let sentences = deposit.sentences;
  if (deposit.status === "held" && previewChargesKurus !== null) {
    const plan = depositPlan(deposit.amountKurus, deposit.owedKurus + previewChargesKurus);
    const next =
      plan.keepKurus > 0
        ? t(card ? "deskMoney.deposit.planCapture" : "deskMoney.deposit.planCashKeep", {
            keep: tl(plan.keepKurus),
            rest: tl(plan.returnKurus),
          })
        : t(card ? "deskMoney.deposit.planRelease" : "deskMoney.deposit.planCashBack", {
            amount: tl(deposit.amountKurus),
          });
    sentences = [sentences[0] ?? "", `${t("deskMoney.deposit.previewNote")} ${next}`];
  }
  return (
    <section className={deskCard} aria-labelledby="return-deposit" data-testid="return-deposit">
      <h2 id="return-deposit" className="text-base font-bold">
        {t("deskMoney.deposit.title")}
      </h2>
      {sentences.map((s) => (
        <p key={s} className="mt-1 text-sm">
          {s}
        </p>
      ))}
    </section>
  );
}
