import { replace } from "react-router";
import { localeFromPath, localizedPath } from "#app/i18n/locales.ts";
import type { Route } from "./+types/unknown-path";

// Any path no route claims goes to its language's /404, replacing the history entry (spec §2):
// /en/nothing-here ends on /en/404.
export function loader({ request }: Route.LoaderArgs) {
  throw replace(localizedPath("/404", localeFromPath(new URL(request.url).pathname)));
}

export default function UnknownPath() {
  return null;
}
