// The booking steps after the results load on demand (docs/decisions/0059): the driver
// step's forms code (Conform, zod, phone metadata: about 65 KB brotli) left the search results page.
// On the server the modules are imported when this module loads and each lazy component gets a
// thenable that answers at once, so React renders the step in the first pass and a browser without
// JavaScript still gets the whole step (React.lazy with a plain promise would suspend once and
// stream the step later behind a script). In the browser a step's chunk loads when it first renders,
// or earlier when the step before it asks for it (`preload`, see app/routes/booking.tsx): the next
// step then shows as soon as its data is there.
import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };
type Step<P> = ComponentType<P> & { preload: () => void };

function stepLoader<P>(load: () => Promise<Loaded<P>>): Step<P> {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const start = () =>
    (pending ??= load().then((m) => {
      loaded = m;
      return m;
    }));
  if (import.meta.env.SSR) void start();
  // A thenable that calls back synchronously: React.lazy then renders without suspending.
  const ready = (m: Loaded<P>) => ({ then: (resolve: (value: Loaded<P>) => void) => resolve(m) });
  const step = lazy(() => (loaded ? (ready(loaded) as unknown as Promise<Loaded<P>>) : start()));
  return Object.assign(step, { preload: () => void start().catch(() => undefined) });
}

// The results' cars, filters and date grid: only the first view shows them, so the later steps do not
// load their code (decision 0150). On the results the server renders them in the first pass as above.
export const VehiclesStep = stepLoader(() =>
  import("./vehicles-section.tsx").then((m) => ({ default: m.VehiclesSection })),
);
export const PackagesStep = stepLoader(() => import("./packages-step.tsx").then((m) => ({ default: m.PackagesStep })));
export const DriverStep = stepLoader(() => import("./driver-step.tsx").then((m) => ({ default: m.DriverStep })));
export const PaymentStep = stepLoader(() => import("./payment-step.tsx").then((m) => ({ default: m.PaymentStep })));
export const Alternatives = stepLoader(() => import("./alternatives.tsx").then((m) => ({ default: m.Alternatives })));
// The search bar: the results' form when the search in the address is not valid (rendered by the
// server in the first pass as above), and the "change" dialog's on every step, loaded when the
// visitor reaches for its button (decision 0156). No step's first paint needs it.
export const SearchBar = stepLoader(() =>
  import("#app/features/search/search-bar.tsx").then((m) => ({ default: m.SearchBar })),
);
