// What a desk list (Today, reservation search) shows of a reservation: filled by
// app/server/services/staff/desk-reservations.server.ts, drawn by app/features/staff/desk-ui.tsx.

export type DeskListItem = {
  number: string;
  status: string;
  paymentType: string;
  driverName: string;
  pickupAt: string;
  returnAt: string;
  pickupOffice: string;
  dropoffOffice: string;
  plate: string;
  car: string;
  total: string;
  /** An airport pick-up's flight number (decision 0055). */
  flightNumber: string | null;
};
