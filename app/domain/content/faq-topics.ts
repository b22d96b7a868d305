// The FAQ page's topics (its groups), in the page's order: the database's enum, the FAQ editor's
// choices and the public page's grouping all read this list.

export const faqTopics = [
  "booking",
  "payment",
  "driver",
  "assurance",
  "cancellation",
  "membership",
  "vehicle",
] as const;
export type FaqTopic = (typeof faqTopics)[number];
