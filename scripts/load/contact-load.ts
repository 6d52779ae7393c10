import type autocannon from "autocannon";
import { type ContactField, idempotencyField } from "#app/lib/contact-fields.ts";
import { filesField } from "#app/lib/contact-files.ts";
import { samplePdf } from "#harness/file-samples.ts";

/**
 * The client address each message comes from, by its sequence number. In production Cloudflare
 * sets cf-connecting-ip itself; the local runtime keeps a client-supplied one (docs/decisions/026).
 * By default each message gets its own /64 (the rate limit's key for IPv6, decision 020) from the
 * documentation prefix 2001:db8::/32, as thousands of visitors would.
 */
export type SourceAddress = (sequence: number) => string;

const ownAddress: SourceAddress = (sequence) =>
  `2001:db8:${(sequence >>> 16).toString(16)}:${(sequence & 0xffff).toString(16)}::1`;

/** One message sent during the run. */
interface SentMessage {
  /** The client address it came from. */
  source: string;
  /** The visitor's e-mail written in it, its own: how the second channel's copy (Reply-To) is matched. */
  email: string;
  /** The API's answer; undefined when the run ended before it came (the message may still be stored). */
  status?: number;
  /** Sent with a PDF drawing (the chaos run, issue 36). */
  withFile?: boolean;
  /** The answer said the files did not arrive and asked for them by e-mail. */
  filesNotReceived?: boolean;
}

/** Every message sent, by the idempotency key written in its text (`keyInMessage`). */
export type ContactLedger = Map<string, SentMessage>;

interface MessageContext {
  key?: string;
}

/**
 * One autocannon request template for POST /api/contact, as the page's script sends it:
 * same-origin JSON with a fresh idempotency key. Every message is distinct (sequence number in
 * each field, key in the text), so each copy found downstream (the outbox, EmailJS, the second
 * channel) is matched by what the script wrote, never by how the Worker names its rows.
 */
export function contactRequest(
  origin: string,
  source: SourceAddress = ownAddress,
  { filesEvery = 0 }: { filesEvery?: number } = {},
): { request: autocannon.Request; ledger: ContactLedger } {
  const ledger: ContactLedger = new Map();
  let sequence = 0;
  const request: autocannon.Request = {
    method: "POST",
    path: "/api/contact",
    setupRequest(template, context) {
      sequence += 1;
      const withFile = filesEvery > 0 && sequence % filesEvery === 0;
      const { key, body, email, contentType } = withFile ? contactMessageWithFile(sequence) : contactMessage(sequence);
      (context as MessageContext).key = key;
      const address = source(sequence);
      ledger.set(key, { source: address, email, ...(withFile ? { withFile } : {}) });
      return {
        ...template,
        headers: { ...template.headers, "content-type": contentType, origin, "cf-connecting-ip": address },
        body,
      };
    },
    // autocannon records a response before building the connection's next request,
    // so the context still holds the key of the message this status answers.
    onResponse(status, body, context) {
      const sent = ledger.get((context as MessageContext).key ?? "");
      if (!sent) return;
      sent.status = status;
      if (sent.withFile && /"warning"/.test(body)) sent.filesNotReceived = true;
    },
  };
  return { request, ledger };
}

/**
 * A distinct message (sequence number in each field, a fresh idempotency key at the end of its
 * text) as the page's script sends it: its key, its JSON body, and the visitor's e-mail in it.
 */
export function contactMessage(sequence: number): { key: string; body: string; email: string; contentType: string } {
  const key = crypto.randomUUID();
  const message: Record<ContactField, string> = {
    name: `Client de charge ${sequence}`,
    email: `charge.${sequence}@example.com`,
    numTele: `+212 6 00 ${String(sequence).padStart(6, "0")}`,
    msg: `Message de test de charge n° ${sequence}.\nClé\u00a0: ${key}`,
  };
  return {
    key,
    body: JSON.stringify({ ...message, [idempotencyField]: key }),
    email: message.email,
    contentType: "application/json",
  };
}

const boundary = "----tingis-load-boundary";

/** The same message as the island sends it with a PDF drawing: multipart, its text first. */
function contactMessageWithFile(sequence: number): { key: string; body: Buffer; email: string; contentType: string } {
  const { key, body, email } = contactMessage(sequence);
  const fields = JSON.parse(body) as Record<string, string>;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${filesField}"; filename="plan-${sequence}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    key,
    body: Buffer.concat([Buffer.from(parts.join("") + fileHead), samplePdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    email,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The idempotency key written into a message's text by contactMessage (its files' lines may follow it). */
export function keyInMessage(text: string): string | undefined {
  return /Clé\u00a0: ([0-9a-f-]{36})$/m.exec(text)?.[1];
}
