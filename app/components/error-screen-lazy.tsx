// The error screen loads with the error in the browser (decision 0059): no page that works ships
// its texts and markup, which kept the home page over its script budget (decision 0015). The server
// sends the page whole (entry.server.tsx), so its HTML holds the screen in place. Should the chunk
// fail to load in the browser (the server gone, a new deploy), a bare screen with the status and a
// way home still shows.
import { lazy, Suspense, type ComponentProps } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { ErrorScreen as Screen } from "./error-screen.tsx";

type ScreenProps = ComponentProps<typeof Screen>;

function Bare({ status }: { status: number }) {
  return (
    <main id="main" className="container-page py-16 text-center">
      <h1 className="text-8xl font-black text-brand-700 dark:text-brand-400">{status}</h1>
      <a href="/" className="btn-primary mt-8">
        Yolda
      </a>
    </main>
  );
}

function BareRoute() {
  const error = useRouteError();
  return <Bare status={isRouteErrorResponse(error) ? error.status : 500} />;
}

const LazyScreen = lazy(() =>
  import("./error-screen.tsx").then(
    (m) => ({ default: m.ErrorScreen }),
    () => ({ default: Bare }),
  ),
);
const LazyRouteScreen = lazy(() =>
  import("./error-screen.tsx").then(
    (m) => ({ default: m.RouteErrorScreen }),
    () => ({ default: BareRoute }),
  ),
);

export function ErrorScreen(props: ScreenProps) {
  return (
    <Suspense fallback={null}>
      <LazyScreen {...props} />
    </Suspense>
  );
}

export function RouteErrorScreen() {
  return (
    <Suspense fallback={null}>
      <LazyRouteScreen />
    </Suspense>
  );
}
