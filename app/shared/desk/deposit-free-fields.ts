// The hand-over form of a deposit-free rental (decision 0125): no deposit fields; whatever is
// posted for them is ignored and the deposit is 0 (the server decides from the reservation too).
import { z } from "#app/shared/validation/zod.ts";

export const noDepositFields = {
  deposit: z
    .unknown()
    .optional()
    .transform(() => 0),
  depositMethod: z
    .unknown()
    .optional()
    .transform(() => "card_preauth" as const),
};
