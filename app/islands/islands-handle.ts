/**
 * A route whose page is server HTML with islands (docs/decisions/0063) names its islands script
 * (app/islands/<name>.client.tsx) in its handle; entry.server.tsx renders it in islands mode.
 */
export interface IslandsHandle {
  islands?: "home";
}

export function islandsOf(handles: readonly unknown[]): IslandsHandle["islands"] {
  for (const handle of handles) {
    const islands = (handle as IslandsHandle | undefined)?.islands;
    if (islands) return islands;
  }
  return undefined;
}
