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

/** An islands script of the production build and the modules it imports (vite.islands.config.ts). */
export interface IslandScript {
  src: string;
  preload: readonly string[];
}

/** Each islands page's script, read from the islands build's manifest when the server starts. */
export type IslandScripts = Readonly<Record<NonNullable<IslandsHandle["islands"]>, IslandScript>>;
