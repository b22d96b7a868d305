// /uye-verilerim's server half (decision 0067): the account deletion's form and the two download
// files. Parse, call the member data service, answer (a redirect, the Conform reply or a file).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { Member } from "#app/server/services/members.server.ts";
import { deleteMemberAccount, memberDataFile } from "#app/server/services/member-data.server.ts";
import { DELETE_ACCOUNT_INTENT, deleteAccountSchema } from "#app/shared/members/member-data-schema.ts";
import { requireMember } from "./member-guard.server.ts";

/** The delete form: the typed address must be the account's; then every session ends here too. */
export async function deleteAccountAction(ctx: PageContext, member: Member, form: FormData) {
  const intent = DELETE_ACCOUNT_INTENT;
  const submission = parseWithZod(form, { schema: deleteAccountSchema(member.email) });
  if (submission.status !== "success") return data({ intent, reply: submission.reply() }, { status: 400 });
  const result = await deleteMemberAccount(
    { db: ctx.db, env: ctx.services.env, log: ctx.log },
    member,
    submission.value.confirmEmail,
  );
  if (!result.ok) {
    const reply = submission.reply({ fieldErrors: { confirmEmail: ["members.data.errors.emailMismatch"] } });
    return data({ intent, reply }, { status: 400 });
  }
  throw redirect(`${localizePath("/giris", ctx.lang)}?durum=deleted`, { headers: result.headers });
}

const FILES = { "verilerim.json": "json", "verilerim.pdf": "pdf" } as const;

/** /uye-verilerim/verilerim.json and .pdf: the signed-in member's own data, never cached. */
export async function memberDataFileResponse(ctx: PageContext, request: Request, file: string): Promise<Response> {
  const member = await requireMember(ctx, request);
  const format = Object.hasOwn(FILES, file) ? FILES[file as keyof typeof FILES] : null;
  const made = format ? await memberDataFile(ctx.db, member, format, new Date()) : null;
  if (!made) throw data(null, { status: 404 });
  return new Response(Buffer.from(made.body), {
    headers: {
      "Content-Type": made.contentType,
      "Content-Disposition": `attachment; filename="${made.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
