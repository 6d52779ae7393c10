import { type Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { consoleContext } from "#app/console/console-service.ts";
import { pageMeta } from "#app/content/pages.ts";
import { httpRefusals } from "#app/content/refusals.ts";
import { frenchPath } from "#app/i18n/locales.ts";
import { contactServiceContext } from "#app/lib/contact-submission.ts";
import { cspNonce } from "#app/lib/csp-nonce.ts";
import { workerContext } from "#app/lib/worker-context.ts";
import { api, apiNotFound } from "#functions/api/app.ts";
import { apiErrorHandler, apiGuard } from "#functions/api/hardening.ts";
import { type ConsoleVariables, consoleGuard } from "#functions/console/console-guard.ts";
import { createConsoleService } from "#functions/console/worker-console-service.ts";
import { createContactService } from "#functions/contact/intake/contact-service.ts";
import { refuseCrossOriginPageWrites } from "#functions/cross-origin.ts";
import { editor } from "#functions/editor/editor.ts";
import { drainRequestBody } from "#functions/middleware/drain-request-body.ts";
import { redirectToHttps } from "#functions/middleware/https-redirect.ts";
import { answerPageMethods } from "#functions/middleware/page-methods.ts";
import { noindexOffPublicOrigin } from "#functions/middleware/robots-tag.ts";
import {
  type NonceVariables,
  overrideResponseHeaders,
  secureResponses,
} from "#functions/middleware/secure-responses.ts";
import { handleScheduled } from "#functions/scheduled.ts";
import { seo } from "#functions/seo.ts";

const handlePageRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

type WorkerEnv = { Bindings: Env; Variables: NonceVariables & ConsoleVariables };

const app = new Hono<WorkerEnv>();

// Outermost, so it sees the body whatever answered, refusals included.
app.use(drainRequestBody);
// First after it, so their headers land on every answer: pages, API, errors and redirects.
app.use(secureResponses);
app.use(noindexOffPublicOrigin);
app.use(redirectToHttps);

// Before the API's routes, so every one of them, present or future, is guarded.
app.use("/api/*", apiGuard);
app.route("/api", api);
// Registered after the API's own routes, so it only answers what they do not.
app.all("/api/*", apiNotFound);
app.route("/", seo);

// The console: Cloudflare Access verified on every request, then React Router (decision 024).
app.all("/console", consoleGuard, renderPage);
app.all("/console/*", consoleGuard, renderPage);

// The content editor: the same Access check on every request, then its static files or GitHub's
// sign-in (docs/decisions/new-editor-door.md).
app.route("/admin", editor);

// Methods a page does not take are answered first, whoever asks (a 405 writes nothing).
app.use(answerPageMethods);
app.use(refuseCrossOriginPageWrites);

// Everything else, POSTs included (route actions), goes to React Router.
app.all("*", renderPage);

async function renderPage(c: Context<WorkerEnv>) {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(cspNonce, c.get("cspNonce"));
  // The home page's no-JavaScript form action reaches the contact service through this key.
  const contactService = createContactService(c.env, c.executionCtx);
  context.set(contactServiceContext, contactService);
  // Only the console's guard sets a session: without one, a console route finds no service and refuses.
  const session = c.get("consoleSession");
  if (session) context.set(consoleContext, createConsoleService(c.env, c.executionCtx, session));
  // Only the page with the form lets Turnstile's script and frame in, and only when it is on (decision 019).
  if (frenchPath(c.req.path) === pageMeta.home.path && contactService.turnstileSiteKey) c.set("allowTurnstile", true);
  c.res = await handlePageRequest(c.req.raw, context);
  // A page the Worker renders carries this request's nonce and a fresh idempotency key: never kept by
  // a shared cache, nor reused by the browser (prerendered pages are static files, cached as such).
  if (c.res.headers.get("content-type")?.startsWith("text/html")) {
    overrideResponseHeaders(c, { "Cache-Control": "private, no-store" });
  }
  return c.res;
}

// Errors outside the sub-apps (e.g. in middleware): JSON on /api, plain text elsewhere, never a stack trace.
app.onError((error, c) => {
  if (c.req.path.startsWith("/api/")) return apiErrorHandler(error, c);
  console.error("Worker error", error);
  return c.text(httpRefusals[500], 500);
});

export default {
  fetch: app.fetch,
  // Cron Trigger: outbox delivery, retention and web-vitals pruning, each job on its own.
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
