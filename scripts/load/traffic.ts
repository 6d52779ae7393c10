import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { type ContactField, idempotencyField } from "#app/lib/contact-fields.ts";
import { filesField } from "#app/lib/contact-files.ts";
import { samplePdf } from "#harness/file-samples.ts";

interface SentMessage {
  source: string;
  /** Its own: the second channel's copy is matched by Reply-To. */
  email: string;
  /** None when the run ended first: it may still be stored. */
  status?: number;
  withFile?: boolean;
  filesNotReceived?: boolean;
}

/** Every message sent, by the idempotency key written in its text (`keyInMessage`). */
export type Ledger = Map<string, SentMessage>;

/** What one phase measured, in the units the table prints. */
export type PhaseResult = Awaited<ReturnType<typeof runPhase>>;

export const ledger: Ledger = new Map();
let sequence = 0;

/** A message as the page sends it, its key at the end of its text to match each copy downstream. */
function newMessage(url: string, { source, filesEvery = 0 }: { source?: string; filesEvery?: number }) {
  sequence += 1;
  const key = crypto.randomUUID();
  // Its own /64, the rate limit's key (decision 020), unless `source` is given.
  const from = source ?? `2001:db8:${(sequence >>> 16).toString(16)}:${(sequence & 0xffff).toString(16)}::1`;
  const fields: Record<ContactField | typeof idempotencyField, string> = {
    name: `Client de charge ${sequence}`,
    email: `charge.${sequence}@example.com`,
    numTele: `+212 6 00 ${String(sequence).padStart(6, "0")}`,
    msg: `Message de test de charge n° ${sequence}.\nClé\u00a0: ${key}`,
    [idempotencyField]: key,
  };
  const withFile = filesEvery > 0 && sequence % filesEvery === 0;
  ledger.set(key, { source: from, email: fields.email, ...(withFile ? { withFile } : {}) });
  const headers = { origin: url, "cf-connecting-ip": from, "content-type": "application/json" };
  if (!withFile) return { key, headers, body: JSON.stringify(fields) };
  const boundary = "tingis-load";
  const part = (disposition: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}`;
  const text = Object.entries(fields).map(([name, value]) => `${part(`name="${name}"`)}\r\n\r\n${value}\r\n`);
  const file = `${part(`name="${filesField}"; filename="plan-${sequence}.pdf"`)}\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    key,
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(text.join("") + file), samplePdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** The idempotency key newMessage wrote into a message's text (its files' lines may follow it). */
export const keyInMessage = (text: string): string | undefined => /Clé\u00a0: ([0-9a-f-]{36})$/m.exec(text)?.[1];

/** The autocannon request that posts a new message each time, its answer kept in the ledger. */
export function contactRequest(
  url: string,
  options: { source?: string; filesEvery?: number } = {},
): autocannon.Request {
  return {
    method: "POST",
    path: "/api/contact",
    setupRequest(request, context) {
      const { key, headers, body } = newMessage(url, options);
      (context as { key?: string }).key = key;
      return { ...request, headers: { ...request.headers, ...headers }, body };
    },
    // autocannon records a response before building the connection's next request: the context holds its key still.
    onResponse(status, body, context) {
      const sent = ledger.get((context as { key?: string }).key ?? "");
      if (!sent) return;
      sent.status = status;
      if (sent.withFile && body.includes('"warning"')) sent.filesNotReceived = true;
    },
  };
}

export async function runPhase(
  title: string,
  url: string,
  requests: autocannon.Request[],
  { duration, connections }: { duration: number; connections: number },
) {
  console.log(`${title}: ${duration} s × ${connections} connections…`);
  const result = await autocannon({ url, duration, connections, requests, timeout: 10 });
  return {
    title,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too: reported apart.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

/** The spam run (decision 020): one source floods far above its quota while visitors send up to theirs, and after. */
export const spam = {
  floodSource: "203.0.113.66",
  perSource: 5,
  visitorsDuring: Array.from({ length: 8 }, (_, n) => `198.51.100.${n + 1}`),
  visitorsAfter: Array.from({ length: 4 }, (_, n) => `198.51.100.${n + 101}`),
};

/** The flood and the visitors side by side, then the late visitors; the phase counts every answer. */
export async function runSpamPhase(url: string, load: { duration: number; connections: number }): Promise<PhaseResult> {
  const send = async (source: string) => {
    const { key, headers, body } = newMessage(url, { source });
    const response = await fetch(`${url}/api/contact`, { method: "POST", headers, body });
    await response.body?.cancel();
    ledger.get(key)!.status = response.status;
  };
  const visitors = async () => {
    for (let round = 0; round < spam.perSource; round++) {
      await Promise.all(spam.visitorsDuring.map(send));
      await sleep((load.duration * 1000) / spam.perSource);
    }
  };
  const flood = contactRequest(url, { source: spam.floodSource });
  const [phase] = await Promise.all([runPhase("POST /api/contact (spam)", url, [flood], load), visitors()]);
  await Promise.all(spam.visitorsAfter.map(send));
  const statuses = count([...ledger.values()].flatMap(({ status }) => (status ? [String(status)] : [])));
  const non2xx = [...ledger.values()].filter(({ status }) => status && (status < 200 || status > 299)).length;
  return { ...phase, requests: ledger.size, statuses, non2xx };
}

export function count(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
