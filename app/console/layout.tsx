import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import { requireConsole } from "#app/console/require-console.ts";
import { consoleChrome } from "#app/content/console.ts";
import type { Route } from "./+types/layout";
import "#app/styles/console.css";

/** Who is signed in, and the token every form of the page carries. */
export function loader({ context }: Route.LoaderArgs) {
  const service = requireConsole(context);
  return { identity: service.identity, formToken: service.formToken };
}

/**
 * The console's own document (issue 23, decision 024): no site header or footer, no enhancer,
 * no React Router runtime. Pages, links and forms that post: HTML and CSS alone.
 */
function ConsoleDocument({ identity, children }: { identity?: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="console">
        <a className="console-skip" href="#contenu">
          {consoleChrome.skipLink}
        </a>
        <header className="console-header">
          <p className="console-header__title">{consoleChrome.title}</p>
          {identity ? (
            <p className="console-header__identity">
              {consoleChrome.signedInAs} <strong>{identity}</strong>
            </p>
          ) : null}
          {identity ? (
            <nav aria-label={consoleChrome.navigationLabel}>
              <ul className="console-nav">
                {consoleChrome.sections.map((section) => {
                  const current = section.to === "/console" ? pathname === section.to : pathname.startsWith(section.to);
                  return (
                    <li key={section.to}>
                      <a href={section.to} aria-current={current ? "page" : undefined}>
                        {section.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </header>
        <main id="contenu" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleDocument identity={loaderData.identity}>
      <Outlet />
    </ConsoleDocument>
  );
}

/** A refusal or an error: the same bare page, with nothing of the console's data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { errors } = consoleChrome;
  return (
    <ConsoleDocument>
      <h1>{status === 403 ? errors.refused : status === 404 ? errors.notFound : errors.failed}</h1>
    </ConsoleDocument>
  );
}
