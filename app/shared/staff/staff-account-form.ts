// The staff list's forms (/yonetim/personel): the invitation (Conform + zod in the browser and on the
// server) and the per-row changes. Messages are catalogue keys under people.errors.
import { staffRoles } from "#app/domain/staff/permissions.ts";
import { z } from "#app/shared/validation/zod.ts";

type PeopleErrorKey = `people.errors.${string}`;
const e = (name: string): PeopleErrorKey => `people.errors.${name}`;

export const INVITE_INTENT = "invite";

const officeIds = z.array(z.coerce.number().int().positive()).default([]);

export const staffInviteSchema = z
  .object({
    intent: z.literal(INVITE_INTENT),
    name: z
      .string({ error: e("nameRequired") })
      .trim()
      .min(2, { error: e("nameRequired") })
      .max(120, { error: e("nameTooLong") }),
    email: z
      .string({ error: e("emailRequired") })
      .trim()
      .max(254, { error: e("emailInvalid") })
      .pipe(z.email({ error: e("emailInvalid") })),
    role: z.enum(staffRoles, { error: e("roleRequired") }),
    officeIds,
    lang: z.enum(["tr", "en"], { error: e("langRequired") }),
  })
  .superRefine((value, ctx) => {
    if ((value.role === "office" || value.role === "office_manager") && value.officeIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["officeIds"], message: e("officeRequired") });
    }
  });

export const staffChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), id: z.string().min(1), role: z.enum(staffRoles), officeIds }),
  z.object({ intent: z.literal("disable"), id: z.string().min(1) }),
  z.object({ intent: z.literal("enable"), id: z.string().min(1) }),
  z.object({ intent: z.literal("reinvite"), id: z.string().min(1) }),
]);
