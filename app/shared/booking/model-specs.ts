// What the public sees of a model's build and rental terms, the same in the booking pages'
// ModelView (booking-flow.server.ts) and the partner API's fleet (partner-api.server.ts).

export type ModelSpecs = {
  bodyType: string;
  fuel: "gasoline" | "diesel" | "hybrid" | "electric";
  transmission: "manual" | "automatic";
  doors: number;
  adults: number;
  luggage: number;
  kmLimitPerDay: number;
  minAge: number;
  licenceYears: number;
  depositKurus: number;
};

/** The specs of a model (and nothing else it carries). */
export function modelSpecs(m: ModelSpecs): ModelSpecs {
  return {
    bodyType: m.bodyType,
    fuel: m.fuel,
    transmission: m.transmission,
    doors: m.doors,
    adults: m.adults,
    luggage: m.luggage,
    kmLimitPerDay: m.kmLimitPerDay,
    minAge: m.minAge,
    licenceYears: m.licenceYears,
    depositKurus: m.depositKurus,
  };
}
