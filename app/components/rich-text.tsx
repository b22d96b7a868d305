// Renders our plain-text bodies safely: blank-line paragraphs, "## " headings, "- " list items.
type Block = { kind: "p"; text: string } | { kind: "h2"; text: string } | { kind: "ul"; items: string[] };

export function parseRichText(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join(" ") });
      if (list.length) blocks.push({ kind: "ul", items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ kind: "h2", text: line.slice(3) });
      } else if (line.startsWith("- ")) {
        if (paragraph.length) {
          blocks.push({ kind: "p", text: paragraph.join(" ") });
          paragraph = [];
        }
        list.push(line.slice(2));
      } else {
        if (list.length) {
          blocks.push({ kind: "ul", items: list });
          list = [];
        }
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function RichText({ body, className = "" }: { body: string; className?: string }) {
  return (
    <div className={`prose-text max-w-3xl text-slate-800 dark:text-slate-200 ${className}`}>
      {parseRichText(body).map((block, i) =>
        block.kind === "h2" ? (
          <h2 key={i}>{block.text}</h2>
        ) : block.kind === "ul" ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
