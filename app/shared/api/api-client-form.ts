// The back office's API client form (/yonetim/api-istemcileri): one schema for the browser
// (Conform) and the server. Messages are catalogue keys under apiClients.errors.
import { z } from "#app/shared/validation/zod.ts";

type ApiClientErrorKey = `apiClients.errors.${string}`;
const e = (name: string): ApiClientErrorKey => `apiClients.errors.${name}`;

export const CREATE_CLIENT_INTENT = "create";

export const apiClientCreateSchema = z
  .object({
    intent: z.literal(CREATE_CLIENT_INTENT),
    clientId: z
      .string({ error: e("clientIdRequired") })
      .trim()
      .min(3, { error: e("clientIdInvalid") })
      .max(64, { error: e("clientIdInvalid") })
      .regex(/^[A-Za-z0-9._-]+$/, { error: e("clientIdInvalid") }),
    name: z
      .string({ error: e("nameRequired") })
      .trim()
      .min(1, { error: e("nameRequired") })
      .max(120, { error: e("nameRequired") }),
    readScope: z.boolean().optional(),
    bookScope: z.boolean().optional(),
    publicClient: z.boolean().optional(),
    rateLimitPerMinute: z
      .number({ error: e("rateLimitInvalid") })
      .int({ error: e("rateLimitInvalid") })
      .min(1, { error: e("rateLimitInvalid") })
      .max(100000, { error: e("rateLimitInvalid") }),
  })
  .superRefine((value, ctx) => {
    if (!value.readScope && !value.bookScope) {
      ctx.addIssue({ code: "custom", path: ["readScope"], message: e("scopeRequired") });
    }
    if (value.publicClient && value.bookScope) {
      ctx.addIssue({ code: "custom", path: ["bookScope"], message: e("publicReadOnly") });
    }
  });

export const apiClientChangeSchema = z.object({
  intent: z.enum(["rotate", "revoke"]),
  id: z.uuid(),
});
