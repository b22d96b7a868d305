import { data } from "react-router";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { Route } from "./+types/not-found";

// Any path no route claims: a real 404 status, rendered by the layout's error screen.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function action() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function NotFound() {
  return null;
}
