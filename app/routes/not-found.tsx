import { data } from "react-router";
import { notFoundContent } from "#app/i18n/content.ts";
import { localeFromPath, localizedPath } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import "#app/styles/not-found.css";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) => metaFor("notFound", localeFromPath(location.pathname));

// Answer with a real 404 status so crawlers and monitoring see the page is missing.
export function loader() {
  return data(null, { status: 404 });
}

/**
 * '404 Not Found', then back to the home page of the page's language after 5 s unless the visitor
 * stays (app/enhance/redirect-countdown.ts). Without JavaScript nothing
 * redirects: the page says the address is wrong and offers the link.
 */
export default function NotFoundPage() {
  const locale = useLocale();
  const { notFoundPage } = notFoundContent[locale];
  const home = localizedPath("/", locale);
  return (
    <section
      className="not-found container"
      aria-labelledby="not-found-title"
      data-module="redirect-countdown"
      data-redirect-to={home}
      data-redirect-delay={notFoundPage.redirectDelayMs}
      data-stayed-message={notFoundPage.stayedMessage}
    >
      <h1 id="not-found-title" className="not-found__title">
        <span className="not-found__code">{notFoundPage.code}</span>
        <span className="not-found__status">{notFoundPage.status}</span>
      </h1>
      <p className="not-found__message" role="status">
        {notFoundPage.message}
        <span className="not-found__dots" aria-hidden="true">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </span>
      </p>
      <p className="not-found__without-script">{notFoundPage.withoutScriptMessage}</p>
      <p className="not-found__actions">
        <a href={home}>{notFoundPage.homeLinkLabel}</a>
        <button type="button" className="not-found__stay">
          {notFoundPage.stayLabel}
        </button>
      </p>
    </section>
  );
}
