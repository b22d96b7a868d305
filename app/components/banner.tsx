import type { ReactNode } from "react";
import { LocalNavLink } from "#app/components/localized-link.tsx";

export type BannerHeight = 240 | 280 | 500;

export interface BannerProps {
  title: string;
  subtitle?: string | undefined;
  /** A scene illustration from public/images/scenes. */
  scene: string;
  height: BannerHeight;
  /** The search bar, when the page shows one (prefilled by campaign and location codes). */
  search?: ReactNode;
  subMenu?: { label: string; items: Array<{ to: string; label: string }> } | undefined;
  eyebrow?: ReactNode;
}

const heights: Record<BannerHeight, string> = {
  240: "min-h-[240px]",
  280: "min-h-[280px]",
  500: "min-h-[500px]",
};

/** The banner of content pages: title, subtitle, image, optional search bar and sub-menu. */
export function Banner({ title, subtitle, scene, height, search, subMenu, eyebrow }: BannerProps) {
  return (
    <div>
      <section className={`relative isolate flex items-center overflow-hidden bg-slate-900 ${heights[height]}`}>
        <img
          src={`/images/scenes/${scene}.svg`}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        {/* Below lg the text runs across the whole artwork, so the shade is even there (4.5:1 over the
            lightest pixel, measured in tests/e2e/focus.spec.ts); wider, it fades out to the right. */}
        <div className="absolute inset-0 -z-10 bg-slate-950/70 lg:bg-transparent lg:bg-gradient-to-r lg:from-slate-950/85 lg:via-slate-950/55 lg:to-slate-950/10" />
        <div className="container-page py-10">
          {eyebrow}
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-3 max-w-2xl text-lg text-slate-100">{subtitle}</p> : null}
          {search ? <div className="mt-8">{search}</div> : null}
        </div>
      </section>
      {subMenu ? (
        <nav
          aria-label={subMenu.label}
          className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
        >
          <ul className="container-page flex gap-1 overflow-x-auto py-2">
            {subMenu.items.map((item) => (
              <li key={item.to} className="shrink-0">
                <LocalNavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-300" : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`
                  }
                >
                  {item.label}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
