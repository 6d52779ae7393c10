import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { contactServiceContext } from "#app/lib/contact-submission.ts";
import { cspNonce } from "#app/lib/csp-nonce.ts";
import { workerContext } from "#app/lib/worker-context.ts";
import { api, apiNotFound } from "#functions/api/app.ts";
import { apiErrorHandler, apiGuard } from "#functions/api/hardening.ts";
import { refuseCrossOriginPageWrites } from "#functions/cross-origin.ts";
import { deferHydration } from "#functions/deferred-hydration.ts";
import { redirectToHttps } from "#functions/middleware/https-redirect.ts";
import { noindexOffPublicOrigin } from "#functions/middleware/robots-tag.ts";
import { type NonceVariables, secureResponses } from "#functions/middleware/secure-responses.ts";
import { handleScheduled } from "#functions/scheduled.ts";
import { seo } from "#functions/seo.ts";
import { createContactService } from "#functions/services/contact-service.ts";

const handlePageRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<{ Bindings: Env; Variables: NonceVariables }>();

// First, so their headers land on every answer: pages, API, errors and redirects.
app.use(secureResponses);
app.use(noindexOffPublicOrigin);
app.use(redirectToHttps);

// Before the API's routes, so every one of them, present or future, is guarded.
app.use("/api/*", apiGuard);
app.route("/api", api);
// Registered after the API's own routes, so it only answers what they do not.
app.all("/api/*", apiNotFound);
app.route("/", seo);

app.use(refuseCrossOriginPageWrites);

// Everything else, POSTs included (route actions), goes to React Router.
app.all("*", async (c) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(cspNonce, c.get("cspNonce"));
  // The home page's no-JavaScript form action reaches the contact service through this key.
  context.set(contactServiceContext, createContactService(c.env, c.executionCtx));
  return deferHydration(await handlePageRequest(c.req.raw, context), c.get("cspNonce"));
});

// Errors outside the sub-apps (e.g. in middleware): JSON on /api, plain text elsewhere, never a stack trace.
app.onError((error, c) => {
  if (c.req.path.startsWith("/api/")) return apiErrorHandler(error, c);
  console.error("Worker error", error);
  return c.text("Une erreur interne est survenue. Merci de réessayer ultérieurement.", 500);
});

export default {
  fetch: app.fetch,
  // Cron Trigger: outbox delivery, retention and web-vitals pruning, each job on its own.
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
