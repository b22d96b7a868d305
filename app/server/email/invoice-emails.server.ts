// The invoice e-mail (decision 0092): written into the outbox in the transaction that records the
// integrator's acceptance, in the reservation's language, with the PDF copy drawn when the e-mail
// is sent (the `invoiceOf` attachment).
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { EmailMessage } from "./message.server.ts";
import { render } from "./reference-payment-emails.server.ts";

export function invoiceEmail(m: {
  lang: Lang;
  to: string;
  name: string;
  invoiceNumber: string;
  reservationNumber: string;
  isReturn: boolean;
  payableKurus: number;
}): EmailMessage {
  const t = serverT(m.lang);
  const values = {
    number: m.invoiceNumber,
    reservation: m.reservationNumber,
    total: formatTl(m.payableKurus, m.lang),
    name: m.name,
  };
  const message = render(
    m.lang,
    t("invoices.email.subject", values),
    m.to,
    [
      t("invoices.email.greeting", values),
      t(m.isReturn ? "invoices.email.returnBody" : "invoices.email.body", values),
      t("invoices.email.closing"),
    ],
    [],
  );
  return {
    ...message,
    attachments: [
      {
        filename: t("invoices.fileName", { number: m.invoiceNumber }),
        contentType: "application/pdf",
        content: "",
        encoding: "base64",
        invoiceOf: { number: m.invoiceNumber, lang: m.lang },
      },
    ],
  };
}
