import enhancer from "virtual:enhancer";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { NavigationProgress } from "#app/components/navigation-progress.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { SeoHead } from "#app/components/seo-head.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { siteChromeContent } from "#app/i18n/content.ts";
import { localeSettings } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { workerContext } from "#app/lib/worker-context.ts";
import type { Route } from "./+types/root";
import "#app/styles/base.css";
import "#app/styles/languages.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The public origin (wrangler.toml PUBLIC_ORIGIN) for canonical URLs and social tags,
 * the year the page is rendered in, which the footer starts from, and the
 * enhancer script every page loads (its bundled file name is known on the server only).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    publicOrigin: context.get(workerContext).env.PUBLIC_ORIGIN,
    renderedYear: new Date().getFullYear(),
    enhancer,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const locale = useLocale();
  // The console renders a document of its own, without the site's chrome or scripts (app/console/layout.tsx).
  if (matches.some((match) => match.id === "console/layout")) return children;
  const { lang, dir } = localeSettings[locale];
  // No page runs React Router in the browser: every page is HTML, CSS and the enhancer, and the
  // home page's contact form wakes as a React island of its own (docs/decisions/003, 018).
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14202e" />
        <Meta />
        <SeoHead origin={rootData?.publicOrigin} />
        <Links />
        {/* Async: React puts it at the top of the head, so it is requested with the first bytes and
            runs as soon as it arrives, not after the whole document (docs/decisions/003). */}
        {rootData ? <script type="module" async src={rootData.enhancer.src} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#contenu">
          {siteChromeContent[locale].skipLinkLabel}
        </a>
        <NavigationProgress />
        <SiteHeader />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter renderedYear={rootData?.renderedYear} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { errorPageCopy } = siteChromeContent[useLocale()];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <PageIntro
      title={status === 404 ? errorPageCopy.notFoundTitle : errorPageCopy.errorTitle}
      intro={errorPageCopy.text}
    />
  );
}
