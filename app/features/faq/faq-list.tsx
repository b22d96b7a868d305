import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { StaticPart } from "#app/components/static-part.tsx";
import { faqMatches, faqQueryWords, type FaqEntryLike } from "./faq-filter.ts";

export interface FaqEntryView extends Omit<FaqEntryLike, "answer"> {
  id: number | string;
  topic: string;
  /** Missing while the answer is only in the server's HTML (a document without ?q=, faq.tsx). */
  answer?: string | undefined;
}

const answerId = (id: number | string) => `faq-answer-${id}`;

export interface FaqGroupView<E extends FaqEntryView> {
  topic: string;
  title: string;
  entries: E[];
}

/**
 * The questions grouped by topic with a filter above them: a GET form (?q=, filtered on the server
 * without JavaScript) that narrows the list as you type once scripts run.
 */
export function FaqList<E extends FaqEntryView>({
  groups,
  initialQuery,
}: {
  groups: ReadonlyArray<FaqGroupView<E>>;
  initialQuery: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  // Answers the data left out are read back from the server's HTML once hydrated (plain text, so
  // the text is the answer); from then on the list renders and filters them like the others.
  const [readBack, setReadBack] = useState<Record<string, string> | null>(null);
  const missing = groups.some((g) => g.entries.some((e) => e.answer === undefined));
  useEffect(() => {
    if (!missing || readBack) return;
    const texts: Record<string, string> = {};
    for (const g of groups)
      for (const e of g.entries)
        if (e.answer === undefined) texts[String(e.id)] = document.getElementById(answerId(e.id))?.textContent ?? "";
    setReadBack(texts);
  }, [groups, missing, readBack]);
  const visible = useMemo(() => {
    const words = faqQueryWords(query);
    return groups
      .map((g) => ({
        ...g,
        entries: g.entries
          .map((e) => ({ ...e, answer: e.answer ?? readBack?.[String(e.id)] }))
          .filter((e) => faqMatches({ question: e.question, answer: e.answer ?? "" }, words)),
      }))
      .filter((g) => g.entries.length);
  }, [groups, query, readBack]);
  const count = visible.reduce((n, g) => n + g.entries.length, 0);
  const filtering = query.trim() !== "";

  return (
    <>
      <form
        method="get"
        role="search"
        className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="block font-semibold">
          {t("faqFilter.filterLabel")}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("faqFilter.filterPlaceholder")}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className="btn-primary">
            {t("faqFilter.search")}
          </button>
        </div>
        <p aria-live="polite" aria-atomic="true" className="mt-2 min-h-5 text-sm text-slate-700 dark:text-slate-300">
          {filtering && count > 0 ? t("faqFilter.matches", { count }) : null}
          {filtering && count === 0 ? t("faqFilter.noMatches") : null}
        </p>
      </form>

      {count === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
          <p className="text-lg font-semibold">{t("faqFilter.noMatches")}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("faqFilter.noMatchesHint")}</p>
        </div>
      ) : null}

      {visible.map(({ topic, title, entries }) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`} className="text-2xl font-bold">
            {title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {entries.map((e) => (
              <details key={e.id} className="group p-4" open={filtering || undefined}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                  <span>{e.question}</span>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 transition group-open:rotate-180"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </summary>
                <StaticPart
                  as="p"
                  ready={e.answer !== undefined}
                  id={answerId(e.id)}
                  className="mt-2 text-slate-700 dark:text-slate-300"
                >
                  {e.answer}
                </StaticPart>
              </details>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
