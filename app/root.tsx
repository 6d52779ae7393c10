import { Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import { HydrationMarker } from "#app/components/hydration-marker.tsx";
import { NavigationProgress } from "#app/components/navigation-progress.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ScrollManager } from "#app/components/scroll-manager.tsx";
import { SeoHead } from "#app/components/seo-head.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { WebVitalsReporter } from "#app/components/web-vitals-reporter.tsx";
import { workerContext } from "#app/lib/worker-context.ts";
import type { Route } from "./+types/root";
import "#app/styles/fonts.css";
import "#app/styles/base.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The public origin (wrangler.toml PUBLIC_ORIGIN) for canonical URLs and social tags,
 * and the year the page is rendered in, which the footer starts from.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { publicOrigin: context.get(workerContext).env.PUBLIC_ORIGIN, renderedYear: new Date().getFullYear() };
}

// The origin never changes between pages: client navigations need no root data request.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14202e" />
        <Meta />
        <SeoHead origin={rootData?.publicOrigin} />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <NavigationProgress />
        <ScrollManager />
        <SiteHeader />
        {/* React hydrates what is inside a Suspense boundary after the rest, in short slices that
            leave the main thread free between them; a tap there hydrates it at once (decision 044). */}
        <Suspense>
          <main id="contenu" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter renderedYear={rootData?.renderedYear} />
          {/* Last, so that it marks the page once all of it is hydrated. */}
          <HydrationMarker />
        </Suspense>
        <WebVitalsReporter />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <PageIntro
      title={status === 404 ? "Page introuvable" : "Une erreur est survenue"}
      intro="Merci de réessayer dans quelques instants ou de revenir à la page d’accueil."
    />
  );
}
