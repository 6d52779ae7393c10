import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactFormCopy } from "#app/content/contact-form.ts";
import { contactLimits } from "#app/lib/contact-fields.ts";
import type { ContactSubmissionResult } from "#app/lib/contact-submission.ts";
import { createContactService } from "#functions/services/contact-service.ts";

const { refusals, failure } = contactFormCopy;

/**
 * POST /api/contact: JSON in, JSON out (`{ ok, errors?, error? }`). Every refusal
 * is French JSON with its own status, never a framework's plain text.
 */
export const contactApi = new Hono<{ Bindings: Env }>();

contactApi.post(
  "/contact",
  async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return c.json({ ok: false, error: refusals.unsupportedType }, 415);
    await next();
  },
  bodyLimit({
    maxSize: contactLimits.bodyBytes,
    onError: (c) => c.json({ ok: false, error: refusals.tooLarge }, 413),
  }),
  async (c) => {
    let fields: unknown;
    try {
      fields = JSON.parse(await c.req.text());
    } catch {
      return c.json({ ok: false, errors: {}, error: refusals.malformed }, 400);
    }
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      return c.json({ ok: false, errors: {}, error: refusals.malformed }, 400);
    }
    const service = createContactService(c.env, c.executionCtx);
    const result = await service.submit({
      fields: fields as Record<string, unknown>,
      clientIp: c.req.header("cf-connecting-ip") ?? "unknown",
    });
    return respond(c, result);
  },
);

contactApi.all("/contact", (c) => {
  c.header("Allow", "POST");
  return c.json({ ok: false, error: refusals.methodNotAllowed }, 405);
});

function respond(
  c: {
    json: (body: unknown, status: 200 | 400 | 429 | 503) => Response;
    header: (name: string, value: string) => void;
  },
  result: ContactSubmissionResult,
) {
  switch (result.kind) {
    case "accepted":
      return c.json({ ok: true }, 200);
    case "invalid":
      return c.json(
        { ok: false, errors: result.errors, ...(result.formError ? { error: result.formError } : {}) },
        400,
      );
    case "rate-limited":
      c.header("Retry-After", "60");
      return c.json({ ok: false, error: refusals.rateLimited }, 429);
    case "unavailable":
      return c.json({ ok: false, error: failure.text }, 503);
  }
}
