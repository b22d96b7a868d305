// The bank's answer in plain words: ProcReturnCode first, then the 3-D Secure status.
export type BankMessageKey =
  | "payment.result.codes.05"
  | "payment.result.codes.51"
  | "payment.result.codes.54"
  | "payment.result.codes.57"
  | "payment.result.codes.62"
  | "payment.result.codes.99"
  | "payment.result.codes.authFailed"
  | "payment.result.codes.notEnrolled"
  | "payment.result.codes.generic";

const ISSUER_CODES = new Set(["05", "51", "54", "57", "62"]);

export function bankMessageKey(procReturnCode: string | null, mdStatus: string | null): BankMessageKey {
  if (procReturnCode && ISSUER_CODES.has(procReturnCode)) {
    return `payment.result.codes.${procReturnCode}` as BankMessageKey;
  }
  if (mdStatus === "2" || mdStatus === "3" || mdStatus === "4") return "payment.result.codes.notEnrolled";
  if (mdStatus !== null && mdStatus !== "" && mdStatus !== "1") return "payment.result.codes.authFailed";
  if (procReturnCode === "99") return "payment.result.codes.99";
  return "payment.result.codes.generic";
}
