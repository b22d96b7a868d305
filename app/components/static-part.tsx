// Parts of a page the server renders once and the browser keeps as they are (decision
// 0059, amendment "stop 24"). On a document request a loader leaves such a part's data out of the
// page's data stream (`keepForDocument` in routes/page-context.server.ts) and the server entry hands
// it to the render through this context; in the browser the part hydrates as an element whose
// content React leaves alone (an empty `dangerouslySetInnerHTML`, whose mismatch React only reports
// in development). A client navigation has no server HTML: its `.data` response carries the data,
// and the part renders from it like any other.
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useNavigate, useNavigation, useRevalidator, useSubmit } from "react-router";
import { routerPathOfClick } from "./plain-link-click.ts";

const DocumentDataContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** Server entry only: the document request's kept data (`RequestContext.documentData`). */
export const DocumentDataProvider = DocumentDataContext.Provider;

/**
 * A part's data: from the loader (client navigation, or a loader that sent it anyway), else what
 * the server entry holds for this document. `undefined` in the browser while the kept HTML stands.
 */
export function useDocumentData<T>(key: string, fromLoader: T | undefined): T | undefined {
  const documentData = useContext(DocumentDataContext);
  if (fromLoader !== undefined) return fromLoader;
  return documentData?.get(key) as T | undefined;
}

/** One object, so a re-render never hands React a "new" inner HTML to write (it would empty the part). */
const KEEP_SERVER_HTML = Object.freeze({ __html: "" });

type PartTag = "div" | "article" | "section" | "ul" | "p";

/**
 * `children` when the data is here (`ready`), else the element as the server sent it. The two
 * states have different keys: data arriving later (a revalidation) mounts a fresh element rather
 * than adding children beside the kept HTML.
 */
export function StaticPart({
  as: Tag = "div",
  ready,
  children,
  html,
  ...attributes
}: {
  as?: PartTag;
  ready: boolean;
  children?: ReactNode;
  /** The part's content as markup written as text (decision 0175), instead of `children`. */
  html?: { __html: string } | undefined;
  id?: string;
  className?: string;
  "data-testid"?: string;
}) {
  const kept = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const moving = useRef(false);
  moving.current = useNavigation().state !== "idle";
  // No server HTML to keep: React rendered the page in the browser after all (a hydration error,
  // e.g. a browser extension changed the page first). The loaders run again as a client
  // navigation's would and send the part's data, so the part renders instead of staying empty.
  useEffect(() => {
    const element = kept.current;
    if (!ready && element && element.childNodes.length === 0) void revalidator.revalidate();
    // Once per mount of the kept element: a revalidation in flight must not be asked again.
  }, [ready]);
  // The kept HTML's links are plain anchors: a plain click on one of the site's own goes through
  // the router, as a <Link> would, instead of loading a whole document.
  useEffect(() => {
    const element = kept.current;
    if (ready || !element) return;
    const onClick = (event: MouseEvent) => {
      const path = routerPathOfClick(event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    // Its forms post through the router as a <Form> would (the search results' "Choose" buttons,
    // decision 0114), and take no second submit while a navigation is under way (useStepLock). A
    // form marked `data-document-submit` loads its answer as a document, as it would without a
    // script (the driver figures' form: the page and the focus start afresh, decision 0161).
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.target) return;
      if (form.hasAttribute("data-document-submit")) return;
      const action = new URL(form.action, window.location.href);
      if (action.origin !== window.location.origin) return;
      event.preventDefault();
      if (moving.current) return;
      const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
      void submit(submitter ?? form, {
        method: form.method === "post" ? "post" : "get",
        action: `${action.pathname}${action.search}`,
      });
    };
    element.addEventListener("click", onClick);
    element.addEventListener("submit", onSubmit);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("submit", onSubmit);
    };
  }, [ready, navigate, submit]);
  if (ready) {
    return html ? (
      <Tag key="live" {...attributes} dangerouslySetInnerHTML={html} />
    ) : (
      <Tag key="live" {...attributes}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      key="kept"
      ref={kept as React.RefObject<never>}
      {...attributes}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
}

/** JSON-LD in a page's body (`<` and line separators escaped, as React Router's `<Meta>` does). */
export function jsonLdHtml(data: unknown): { __html: string } {
  return {
    __html: JSON.stringify(data)
      .replace(/</g, "\\u003c")
      .replace(/>/g, "\\u003e")
      .replace(/&/g, "\\u0026")
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029"),
  };
}
