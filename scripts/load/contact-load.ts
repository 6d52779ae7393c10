import type autocannon from "autocannon";
import { type ContactField, idempotencyField } from "#app/lib/contact-fields.ts";

/**
 * The client address each message comes from. In production Cloudflare sets
 * cf-connecting-ip itself; the local runtime keeps a client-supplied one
 * (docs/decisions/031). Each message gets its own /64 (the rate limit's key for
 * IPv6, decision 057) from the documentation prefix 2001:db8::/32, as thousands
 * of visitors would, unless `sharedIp` is given: then all come from one address
 * and the limit bites.
 */
function clientIp(sequence: number, sharedIp: string | undefined): string {
  return sharedIp ?? `2001:db8:${(sequence >>> 16).toString(16)}:${(sequence & 0xffff).toString(16)}::1`;
}

/** What the API acknowledged during the run: the keys it answered 2xx for. */
export interface ContactLedger {
  accepted: Set<string>;
  /** Every key sent, acknowledged or not (a request cut off by the end of the run may still be stored). */
  sent: Set<string>;
  /** Each message's (unique) visitor address, to find its key in an e-mail's Reply-To. */
  keyByEmail: Map<string, string>;
}

interface MessageContext {
  key?: string;
}

/**
 * One autocannon request template for POST /api/contact, as the page's script
 * sends it: same-origin JSON with a fresh idempotency key. Every message is
 * distinct (sequence number in each field, key in the text) so the provider's
 * copy can be matched to the outbox row.
 */
export function contactRequest(
  origin: string,
  { sharedIp }: { sharedIp?: string } = {},
): {
  request: autocannon.Request;
  ledger: ContactLedger;
} {
  const ledger: ContactLedger = { accepted: new Set(), sent: new Set(), keyByEmail: new Map() };
  let sequence = 0;
  const request: autocannon.Request = {
    method: "POST",
    path: "/api/contact",
    setupRequest(template, context) {
      sequence += 1;
      const key = crypto.randomUUID();
      (context as MessageContext).key = key;
      ledger.sent.add(key);
      const message: Record<ContactField, string> = {
        name: `Client de charge ${sequence}`,
        email: `charge.${sequence}@example.com`,
        numTele: `+212 6 00 ${String(sequence).padStart(6, "0")}`,
        msg: `Message de test de charge n° ${sequence}.\nClé\u00a0: ${key}`,
      };
      ledger.keyByEmail.set(message.email, key);
      return {
        ...template,
        headers: {
          ...template.headers,
          "content-type": "application/json",
          origin,
          "cf-connecting-ip": clientIp(sequence, sharedIp),
        },
        body: JSON.stringify({ ...message, [idempotencyField]: key }),
      };
    },
    // autocannon records a response before building the connection's next request,
    // so the context still holds the key of the message this status answers.
    onResponse(status, _body, context) {
      const { key } = context as MessageContext;
      if (key && status >= 200 && status < 300) ledger.accepted.add(key);
    },
  };
  return { request, ledger };
}

/** The idempotency key written into a delivered message's text by contactRequest. */
export function keyInMessage(text: string): string | undefined {
  return /Clé\u00a0: ([0-9a-f-]{36})$/.exec(text)?.[1];
}
