// What /Rezervasyon-Degistir shows (decision 0056): shared by the page service and the page's views.

/** The form's fields as typed (kept as strings so nothing typed is lost on an error). */
export type ChangeFormValues = {
  pickupOfficeId: string;
  dropoffOfficeId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  modelId: string;
  assuranceCode: string;
  addOns: string[];
  kmPackageCode: string;
  extras: Record<string, string>;
};

export type ChangeProblem =
  | "notFound"
  | "tooMany"
  | "notChangeable"
  | "pickUpPassed"
  | "notAvailable"
  /** The booking's delivery or collection address is not served from the changed office. */
  | "deliveryNotOffered"
  | "badDates"
  | "invalidSearch"
  | "quoteExpired"
  | "cannotPrice"
  /** The deposit-free package is ticked but the chosen pick-up office does not offer it for the class. */
  | "depositFreeNotOffered"
  | "paymentFailed";

export type ChangePageData = {
  number: string;
  lastName: string;
  current?: {
    pickup: string;
    return: string;
    pickupOffice: string;
    dropoffOffice: string;
    car: string;
    total: string;
    payment: "card" | "office";
    /** The deposit taken at the desk; null: none, the deposit-free package (decision 0125). */
    deposit: string | null;
  };
  form?: ChangeFormValues;
  options?: {
    offices: { id: number; name: string }[];
    models: { id: number; label: string }[];
    assurance: { code: string; name: string; combinable: boolean }[];
    km: { code: string; name: string }[];
    extras: { code: string; name: string; maxQuantity: number }[];
    /** The deposit-free package where the chosen pick-up office offers it for the class; null: not offered. */
    depositFree: { daily: string; deposit: string } | null;
  };
  preview?: {
    oldTotal: string;
    newTotal: string;
    difference: string;
    settle: "charge" | "refund" | "even" | "office";
    charge: string | null;
    refund: string | null;
    deduction: string | null;
    /** The deposit before and after the change; null: none (deposit-free package). */
    oldDeposit: string | null;
    newDeposit: string | null;
    quoteId: string;
    requestKey: string;
  };
  problem?: ChangeProblem;
  searchErrors?: string[];
  done?: { settle: "charge" | "refund" | "even" | "office"; refund: string | null; refundFailed: boolean };
};
