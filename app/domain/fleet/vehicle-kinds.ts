// The kinds a vehicle model is described by: shared by the schema (server), the back office's model
// form (browser) and the public pages' texts.

export const bodyTypes = [
  "hatchback",
  "sedan",
  "suv",
  "crossover",
  "station",
  "minivan",
  "van",
  "pickup",
  "coupe",
] as const;
export type BodyType = (typeof bodyTypes)[number];
export const fuels = ["gasoline", "diesel", "hybrid", "electric"] as const;
export type Fuel = (typeof fuels)[number];
export const transmissions = ["manual", "automatic"] as const;
export type Transmission = (typeof transmissions)[number];
