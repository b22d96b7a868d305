// The browser's entry (React Router's default, but not hydrated as a transition). Hydrated in a
// transition, React yields between parts of the page; a click in that window on a "choose this
// car" button (a form) was lost: no request left the browser (3 of 8 immediate clicks on the
// results page, before and after stop 25; see the stop-25 note). Hydrating in one task, the click
// waits until the page is React's and then runs through its handlers.
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
