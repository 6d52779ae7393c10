import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { workerContext } from "../app/lib/worker-context";
import { api, apiNotFound } from "./api/app";
import { seo } from "./seo";

const handlePageRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();

app.route("/api", api);
// Registered after the API's own routes, so it only answers what they do not.
app.all("/api/*", apiNotFound);
app.route("/", seo);

// Everything else, POSTs included (route actions), goes to React Router.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  return handlePageRequest(c.req.raw, context);
});

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
