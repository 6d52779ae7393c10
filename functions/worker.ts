import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { contactServiceContext } from "../app/lib/contact-submission";
import { workerContext } from "../app/lib/worker-context";
import { api, apiNotFound } from "./api/app";
import { deliverDueMessages } from "./services/contact-delivery";
import { createContactService } from "./services/contact-service";
import { readEmailJsConfig } from "./services/emailjs-config";

const handlePageRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();

app.route("/api", api);
// Registered after the API's own routes, so it only answers what they do not.
app.all("/api/*", apiNotFound);

// Everything else, POSTs included (route actions), goes to React Router.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  // The home page's no-JavaScript form action reaches the contact service through this key.
  context.set(contactServiceContext, createContactService(c.env, c.executionCtx));
  return handlePageRequest(c.req.raw, context);
});

export default {
  fetch: app.fetch,
  // Cron Trigger: retries the contact messages still waiting in the outbox.
  async scheduled(controller, env) {
    // Number(): the runtime passes epoch milliseconds, test harnesses may pass a Date.
    await deliverDueMessages(env.DB, readEmailJsConfig(env), Number(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
