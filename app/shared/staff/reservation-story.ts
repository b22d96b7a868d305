// One entry of a reservation's story on the desk: what the service (app/server/services/staff/
// desk-reservations.server.ts) builds and the reservation page (app/features/staff/reservation-story.tsx) shows.
export type StoryEntry =
  | { kind: "status"; at: string; sort: number; actor: string; from: string | null; to: string; note: string | null }
  | {
      kind: "payment";
      at: string;
      sort: number;
      actor: string;
      event: string;
      status: string | null;
      amount: string | null;
      orderId: string;
    }
  | { kind: "email"; at: string; sort: number; subject: string; status: string }
  | { kind: "staff"; at: string; sort: number; actor: string; role: string; action: string; note: string | null }
  | { kind: "cancellationRequest"; at: string; sort: number; reason: string; refund: string; status: string }
  | { kind: "reference"; at: string; sort: number; number: string; amount: string; status: string };
