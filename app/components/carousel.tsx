import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** How long a button press's target counts as "where the track is going". */
const PENDING_MS = 1000;

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

/**
 * An accessible carousel (WAI-ARIA APG, no autoplay): a labelled region, previous/next buttons,
 * slides as groups "x of n". The track scrolls natively with scroll-snap, so touch swipes work
 * and it stays usable without JavaScript; the buttons and arrow keys move one slide at a time.
 */
export function Carousel({ title, slides }: { title: string; slides: CarouselSlide[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: slides.length <= 1 });

  // Where a button press is scrolling to: presses during a smooth scroll count from there. It is
  // retired when the track arrives there, or after a second (a swipe may have taken over); a
  // scrollend from a scroll the press interrupted must not retire it.
  const pendingTarget = useRef<{ left: number; at: number } | null>(null);

  const readEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // Two pixels of slack: fractional widths never reach the exact end.
    setEdges({
      atStart: track.scrollLeft <= 2,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 2,
    });
  }, []);

  useEffect(() => {
    readEdges();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(readEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [readEdges, slides.length]);

  const retireArrivedTarget = () => {
    const track = trackRef.current;
    const pending = pendingTarget.current;
    if (track && pending && Math.abs(track.scrollLeft - pending.left) < 2) pendingTarget.current = null;
  };

  const move = useCallback((direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const items = [...track.children] as HTMLElement[];
    const first = items[0];
    if (!first) return;
    const maxScroll = track.scrollWidth - track.clientWidth;
    const positions = items.map((el) => Math.min(el.offsetLeft - first.offsetLeft, maxScroll));
    const pending = pendingTarget.current;
    const current = pending && performance.now() - pending.at < PENDING_MS ? pending.left : track.scrollLeft;
    // The next slide start after (or the previous before) the current scroll position.
    const target =
      direction === 1 ? positions.find((p) => p > current + 2) : [...positions].reverse().find((p) => p < current - 2);
    if (target === undefined || Math.abs(target - track.scrollLeft) < 1) return;
    pendingTarget.current = { left: target, at: performance.now() };
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({ left: target, behavior: reduce ? "auto" : "smooth" });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      move(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  if (!slides.length) return null;
  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 shadow-sm transition hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

  return (
    <section
      aria-roledescription={t("content.carousel.roleDescription")}
      aria-labelledby={headingId}
      className="py-8"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={button}
            aria-controls={trackId}
            aria-label={t("content.carousel.previous", { label: title })}
            aria-disabled={edges.atStart}
            onClick={() => move(-1)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
          <button
            type="button"
            className={button}
            aria-controls={trackId}
            aria-label={t("content.carousel.next", { label: title })}
            aria-disabled={edges.atEnd}
            onClick={() => move(1)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
            </svg>
          </button>
        </div>
      </div>
      <div
        id={trackId}
        ref={trackRef}
        onScroll={() => {
          retireArrivedTarget();
          readEdges();
        }}
        onScrollEnd={() => {
          retireArrivedTarget();
          readEdges();
        }}
        className="relative mt-4 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-4 [scrollbar-width:thin]"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t("content.carousel.slideRoleDescription")}
            aria-label={t("content.carousel.slideOf", { index: i + 1, count: slides.length })}
            className="flex w-[85%] shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
