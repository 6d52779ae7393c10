import type { MiddlewareHandler } from "hono";

/**
 * Reads what is left of a request body the answer did not need (a refusal answered from the headers
 * alone). `wrangler dev` serves this `no_bundle` Worker without the body-draining middleware it adds
 * to bundled ones, and there an unread body makes the next request on the connection fail with a 500
 * (workers-sdk#15203): a refused vitals beacon lost the visitor's next request.
 */
export const drainRequestBody: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } finally {
    const body = c.req.raw.body;
    // Whatever happens here (the visitor gone mid-upload), the answer already made stands.
    if (body && !c.req.raw.bodyUsed && !body.locked) {
      try {
        const reader = body.getReader();
        while (!(await reader.read()).done) {}
      } catch {}
    }
  }
};
