// The trip and FAQ forms' schema (docs/decisions/0061): what the editor may save, in the keys the
// catalogues translate; the FAQ topics the form offers are exactly the database's.
import { describe, expect, it } from "vitest";
import { faqFormSchema, listingFromSegment, tripFormSchema } from "./listing-form.ts";

const trip = {
  intent: "save",
  slug: "sile-agva",
  nameTr: "Şile",
  nameEn: "Şile",
  regionTr: "İstanbul",
  regionEn: "İstanbul",
  summaryTr: "Özet",
  summaryEn: "Summary",
  bodyTr: "Metin",
  bodyEn: "Text",
  theme: "forest",
  sort: "3",
};

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("trip and FAQ forms", () => {
  it("reads a trip with its order as a number and popular from the checkbox", () => {
    expect(tripFormSchema.parse({ ...trip, popular: "on" })).toMatchObject({ sort: 3, popular: true });
    expect(tripFormSchema.parse(trip)).toMatchObject({ popular: false });
  });

  it("refuses a bad address, an order out of range and a schedule without a time, with catalogue keys", () => {
    const r = tripFormSchema.safeParse({ ...trip, slug: "Şile Ağva", sort: "1000", intent: "schedule" });
    expect(issues(r)).toEqual({
      slug: "contentEditor.errors.slugInvalid",
      sort: "contentEditor.errors.sortInvalid",
      publishAt: "contentEditor.errors.publishAtRequired",
    });
  });

  it("refuses an FAQ entry without its answer or with an unknown topic", () => {
    const r = faqFormSchema.safeParse({
      intent: "save",
      topic: "weather",
      sort: "1",
      questionTr: "Soru?",
      questionEn: "Question?",
      answerTr: " ",
      answerEn: "Answer.",
    });
    expect(issues(r)).toEqual({
      topic: "contentEditor.errors.topicRequired",
      answerTr: "contentEditor.errors.answerRequired",
    });
  });

  it("knows the two segments and nothing else", () => {
    expect([listingFromSegment("gezi"), listingFromSegment("sss"), listingFromSegment("blog")]).toEqual([
      "trip",
      "faq",
      null,
    ]);
  });
});
