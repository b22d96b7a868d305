// The driver step's validation in the browser: the same zod schema the server uses, with Conform.
// Loaded on the visitor's first pointer, key, touch or focus on the step (about 65 KB brotli with
// zod and the phone metadata), not with the step's first paint (decision 0151).
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "#app/shared/validation/zod.ts";
import { driverSchema, type DriverRules } from "#app/shared/booking/driver-schema.ts";

const lenient = z.looseObject({});
const schemas = new WeakMap<DriverRules, ReturnType<typeof driverSchema>>();

/** The form's submission checked against the driver schema (`back`: the previous step, nothing checked). */
export function validateDriver(formData: FormData, rules: DriverRules, back: boolean): Submission<unknown> {
  let schema = schemas.get(rules);
  if (!schema) {
    schema = driverSchema(rules);
    schemas.set(rules, schema);
  }
  return parseWithZod(formData, { schema: back ? lenient : schema });
}
