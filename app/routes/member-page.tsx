// /uye-{slug}: the member area (banner "Üye İşlemleri", its sub-menu and one page per slug).
import type { Route } from "./+types/member-page";
import { MemberArea } from "#app/features/members/member-area.tsx";
import { MemberCancelPage, MemberReservationPage } from "#app/features/members/member-reservation-pages.tsx";
import { isMemberSlug } from "#app/shared/members/member-slugs.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { stripLang } from "#app/i18n/config.ts";
import { notFound, pageContext } from "./page-context.server.ts";
import { memberAreaAction, memberPageData } from "./member-page.server.ts";

export const handle: MessagesHandle = {
  messages: ["members", "pages", "forms", "contactChannels", "invoices", "monthly", "delivery"],
};

function slugOf(url: URL): string {
  // Client navigations fetch "/uye-profil.data"; the page is the same.
  return stripLang(url.pathname.replace(/\.data$/, "")).replace(/^\/uye-/, "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const slug = slugOf(ctx.url);
  if (!isMemberSlug(slug)) notFound();
  return memberPageData(ctx, request, slug);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const slug = slugOf(ctx.url);
  if (!isMemberSlug(slug)) notFound();
  return memberAreaAction(ctx, request, slug);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  // /uye-rezervasyonlar?no=: one reservation, or (&islem=iptal) its cancellation request.
  if (d.kind === "reservation") {
    return <MemberReservationPage firstName={d.firstName} view={d.view} actions={d.actions} notice={d.notice} />;
  }
  if (d.kind === "cancel") {
    const reply = actionData && "reply" in actionData && !("intent" in actionData) ? actionData.reply : null;
    return (
      <MemberCancelPage
        firstName={d.firstName}
        number={d.number}
        outcome={d.outcome}
        lastResult={reply}
        notice={d.notice}
      />
    );
  }
  return <MemberArea data={d} actionData={actionData && "intent" in actionData ? actionData : null} />;
}
