// Parts of a page the server renders once and the browser keeps as they are (issue 14, decision
// 0059, amendment "stop 24"). On a document request a loader leaves such a part's data out of the
// page's data stream (`keepForDocument` in routes/page-context.server.ts) and the server entry hands
// it to the render through this context; in the browser the part hydrates as an element whose
// content React leaves alone (an empty `dangerouslySetInnerHTML`, whose mismatch React only reports
// in development). A client navigation has no server HTML: its `.data` response carries the data,
// and the part renders from it like any other.
import { createContext, useContext, type ReactNode } from "react";

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
  ...attributes
}: {
  as?: PartTag;
  ready: boolean;
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  if (ready) {
    return (
      <Tag key="live" {...attributes}>
        {children}
      </Tag>
    );
  }
  return <Tag key="kept" {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
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
