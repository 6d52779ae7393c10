import { localeFromPath } from "#app/i18n/locales.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => metaFor("home", localeFromPath(location.pathname));

// Its own module, so that the editor's preview renders it without the action's server code.
export { HomePage as default } from "#app/components/home-page.tsx";
// The contact form's no-JavaScript path posts here; the loader gives the form Turnstile's site key
// (the page hands both to the form's island: app/components/contact-form-island.tsx).
export {
  contactAction as action,
  contactActionHeaders as headers,
  contactLoader as loader,
} from "#app/lib/contact-action.server.ts";
