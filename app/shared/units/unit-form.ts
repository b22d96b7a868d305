// The unit pages' forms (/yonetim/araclar, decision 0046): Conform + zod in the
// browser and on the server. Messages are catalogue keys under units.errors.
import { parsePlate } from "#app/domain/fleet/plate.ts";
import { BLOCK_KINDS } from "#app/domain/fleet/unit-blocks.ts";
import { z } from "#app/shared/validation/zod.ts";

type UnitsErrorKey = `units.errors.${string}`;
const e = (name: string): UnitsErrorKey => `units.errors.${name}`;

export const ADD_UNIT_INTENT = "add";
export const EDIT_UNIT_INTENT = "edit";
export const RETIRE_INTENT = "retire";
export const ADD_BLOCK_INTENT = "block";
export const REMOVE_BLOCK_INTENT = "unblock";

const unitFields = {
  plate: z
    .string({ error: e("plateRequired") })
    .trim()
    .max(20, { error: e("plateFormat") })
    .superRefine((value, ctx) => {
      const parsed = parsePlate(value);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: e(parsed.error) });
    }),
  modelId: z.coerce
    .number({ error: e("modelRequired") })
    .int()
    .positive({ error: e("modelRequired") }),
  homeOfficeId: z.coerce
    .number({ error: e("officeRequired") })
    .int()
    .positive({ error: e("officeRequired") }),
  inService: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
};

export const addUnitSchema = z.object({ intent: z.literal(ADD_UNIT_INTENT), ...unitFields });
export const editUnitSchema = z.object({ intent: z.literal(EDIT_UNIT_INTENT), ...unitFields });

export const blockSchema = z.object({
  intent: z.literal(ADD_BLOCK_INTENT),
  kind: z.enum(BLOCK_KINDS, { error: e("kindRequired") }),
  from: z
    .string({ error: e("blockDates") })
    .trim()
    .min(1, { error: e("blockDates") }),
  to: z
    .string({ error: e("blockDates") })
    .trim()
    .min(1, { error: e("blockDates") }),
  note: z
    .string()
    .trim()
    .max(500, { error: e("noteTooLong") })
    .optional()
    .transform((v) => v ?? ""),
});

export const unitChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(RETIRE_INTENT) }),
  z.object({ intent: z.literal(REMOVE_BLOCK_INTENT), blockId: z.coerce.number().int().positive() }),
]);

/** The close-a-repaired-damage form on the car's page (issue 27 item 3). */
export const CLOSE_DAMAGE_INTENT = "close-damage";
