import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { httpRefusals, otherCharsetRefusal } from "#app/content/refusals.ts";
import { honeypotField } from "#app/lib/contact-fields.ts";
import { validateContact } from "#app/lib/contact-schema.ts";
import { postContact, stubProvider } from "#test/worker/support/contact-harness.ts";

/** The JSON door under arbitrary input (a file of its own: its thousand requests are the suite's longest test). */

const { errors, refusals } = contactFormCopy;

afterEach(() => vi.restoreAllMocks());

describe("POST /api/contact under 1,000 arbitrary requests", () => {
  /** Every sentence the API may answer with: anything else would be English or a leak. */
  const frenchMessages = new Set<string>([
    ...Object.values(errors),
    ...Object.values(refusals).flatMap((refusal) => (typeof refusal === "string" ? [refusal] : Object.values(refusal))),
    ...Array.from({ length: 60 }, (_, minutes) => refusals.sourceLimited(minutes + 1)),
    contactFormCopy.failure.text,
    ...Object.values(httpRefusals),
    otherCharsetRefusal,
  ]);
  const fieldValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.emailAddress(),
    fc.constantFrom("", " ", "\r\n", "<b>x</b>", "x".repeat(10_001), "é".repeat(201)),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
  );
  const contactLikeObject = fc.record(
    {
      name: fieldValue,
      email: fieldValue,
      numTele: fieldValue,
      msg: fieldValue,
      [honeypotField]: fc.oneof(fc.constant(""), fc.string()),
      idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
    },
    { requiredKeys: [] },
  );
  /** Mostly valid messages with arbitrary text, so accepted ones are fuzzed too. */
  const plausibleMessage = fc.record({
    name: fc.string({ minLength: 1, maxLength: 80 }),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom("contact@tingis-industry.ma", " MIXED@Case.Example.com ")),
    numTele: fc.string({ maxLength: 30 }),
    msg: fc.string({ minLength: 1, maxLength: 2_000 }),
    idempotencyKey: fc.uuid(),
  });
  const body = fc.oneof(
    plausibleMessage.map((value) => JSON.stringify(value)),
    contactLikeObject.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary", maxLength: 500 }),
    fc.constantFrom("", "{", "[]", "null", '{"name":', "\u0000"),
  );
  const contentType = fc.oneof(
    fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "text/plain",
      "multipart/form-data",
      "",
    ),
    fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
  );

  it("never answers 5xx, never calls EmailJS for invalid input, always answers in French", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, contentType, fc.ipV4(), async (payload, type, ip) => {
        // EmailJS's second free for each: an accepted one would otherwise wait out the 1.5 s pace for real.
        await env.DB.prepare("DELETE FROM emailjs_usage").run();
        const callsBefore = provider.calls.length;
        const response = await postContact(payload, { contentType: type, ip });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toContain("application/json");
        const answer = (await response.json()) as { ok: boolean; error?: string; errors?: Record<string, string> };
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          parsed = undefined;
        }
        // Only a plain object passes the schema.
        const isValid =
          validateContact(parsed, { errors, malformed: refusals.malformed }).ok &&
          !(parsed as Record<string, unknown>)[honeypotField];
        if (!isValid) expect(provider.calls.length).toBe(callsBefore);
        if (answer.ok) expect(response.status).toBe(200);
        else {
          const messages = [answer.error, ...Object.values(answer.errors ?? {})].filter((m) => m !== undefined);
          expect(messages.length).toBeGreaterThan(0);
          for (const message of messages) expect(frenchMessages).toContain(message);
        }
      }),
      { numRuns: 1_000 },
    );
    // The run is only meaningful if it reached every branch: refusals and accepted messages.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 415]));
    expect(provider.calls.length).toBeGreaterThan(0);
  }, 120_000);
});
