import { LocalLink } from "#app/components/localized-link.tsx";
import { locales } from "#app/i18n/config.ts";

export function formatDate(value: Date | string, lang: "tr" | "en") {
  const date = typeof value === "string" ? new Date(`${value}T12:00:00+03:00`) : value;
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(date);
}

export function SceneImage({ scene, className = "" }: { scene: string; className?: string }) {
  return (
    <img
      src={`/images/scenes/${scene}.svg`}
      alt=""
      width={1600}
      height={600}
      loading="lazy"
      decoding="async"
      className={`aspect-[16/7] w-full object-cover ${className}`}
    />
  );
}

export function Card({
  to,
  scene,
  title,
  text,
  meta,
  badge,
}: {
  to: string;
  scene: string;
  title: string;
  text: string;
  meta?: string | undefined;
  badge?: string | undefined;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      <SceneImage scene={scene} />
      <div className="flex flex-1 flex-col p-5">
        {badge ? (
          <span className="mb-2 inline-flex w-fit rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
            {badge}
          </span>
        ) : null}
        <h2 className="text-lg font-bold">
          <LocalLink to={to} className="after:absolute after:inset-0 hover:underline">
            {title}
          </LocalLink>
        </h2>
        {meta ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{meta}</p> : null}
        <p className="mt-2 line-clamp-3 text-slate-700 dark:text-slate-300">{text}</p>
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** Reads ?sayfa=N (1-based); anything else is page 1. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("sayfa") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
