import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy as en } from "#app/content/contact-form-copy.en.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { contactBodyLimits, honeypotField, idempotencyField } from "#app/lib/contact-fields.ts";
import { contactFileLimits, type FileKind, fileKinds, filesField, multipartBodyLimit } from "#app/lib/contact-files.ts";
import { runScheduledJobs } from "#functions/scheduled.ts";
import { acceptedSamples, impostors, samplePdf } from "#harness/file-samples.ts";
import { bindingsWith } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  type Door,
  expectAccepted,
  expectGivenBack,
  intakeBindings,
  outboxRows,
  postFormBody,
  readAnswer,
  streamedBody,
  stubProvider,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { captureLogs } from "#test/worker/support/delivery-harness.ts";
import {
  boundary,
  bucketKeys,
  contentType,
  fileRows,
  multipart,
  postFiles,
  type Upload,
} from "#test/worker/support/files-harness.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

const { files: copy } = contactFormCopy;

/** The test bindings with a bucket that answers like the real one but fails every put (an R2 outage). */
function bindingsWithFailingBucket(): Env {
  const failingBucket = new Proxy(env.CONTACT_FILES, {
    get(target, property) {
      if (property === "put") return async () => Promise.reject(new Error("R2 internal error (test)"));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return bindingsWith({ CONTACT_FILES: failingBucket });
}

/** A post with files through a door (the island's multipart to the API, or the page's form), as a visitor reads it. */
async function sendFiles(
  door: Door,
  files: Upload[],
  options: { fields?: Record<string, string>; bindings?: Env } = {},
) {
  const page = () => postFormBody(multipart({ ...validMessage, ...options.fields }, files), contentType, options);
  return readAnswer(door, door === "api" ? await postFiles(files, options) : await page());
}

let provider: ReturnType<typeof stubProvider>;

/** The text of the message EmailJS was asked to send first. */
const sentText = () => provider.params()[0]?.msg ?? "";
beforeEach(async () => {
  await clearOutbox();
  await env.DB.prepare("DELETE FROM contact_spam").run();
  captureLogs();
  provider = stubProvider({ status: 200, body: "OK" });
});
afterEach(() => vi.restoreAllMocks());

describe("files of every accepted kind", () => {
  // Five files at most per message: the eight kinds in two, one through each door.
  it.for([
    ["api", ["pdf", "step", "dxf", "jpeg", "zip"]],
    ["form", ["dwg", "iges", "png"]],
  ] as [Door, FileKind[]][])(
    "the %s door stores the files (%j) in the visitor's order, byte for byte under random keys, and thanks the visitor; the e-mail names each with its size and the console's link",
    async ([door, kinds]) => {
      const chosen = kinds.map((kind) => acceptedSamples[kind]);
      expectAccepted(door, await sendFiles(door, chosen));
      const [row] = await outboxRows();
      expect(row?.status).toBe("sent");
      const files = await fileRows();
      expect(files).toMatchObject(
        chosen.map((file, n) => ({
          message_id: row?.id,
          name: file.name,
          kind: kinds[n],
          size: file.bytes.byteLength,
        })),
      );
      const text = sentText();
      expect(text).toContain(validMessage.msg);
      expect(text).toContain(`Fichiers joints (${kinds.length})`);
      expect(text).toContain(`https://www.tingis-industry.ma/console/messages/${row?.id}`);
      for (const [n, file] of files.entries()) {
        expect(file.status).toBe("stored");
        // The key is random: nothing of the name, the sender or the message; never in the e-mail.
        expect(file.key).toMatch(/^[0-9a-f-]{36}$/);
        expect(file.key).not.toBe(row?.id);
        expect(text).not.toContain(file.key);
        expect(text).toContain(`- ${file.name} (${copy.size(file.size)})`);
        const stored = await env.CONTACT_FILES.get(file.key);
        expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(chosen[n]?.bytes);
      }
    },
  );

  it.for([
    ["stores a repeated submit (same idempotency key) once, message and files alike", false],
    ["puts the files a repeat brings once the bucket is back, without a second message", true],
  ] as const)("%s", async ([, bucketFailsFirst]) => {
    const fields = { [idempotencyField]: crypto.randomUUID() };
    const bindings = bucketFailsFirst ? bindingsWithFailingBucket() : (env as Env);
    const first = await postFiles([acceptedSamples.pdf], { fields, bindings });
    const again = await postFiles([acceptedSamples.pdf], { fields });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ ok: true });
    expect(await outboxRows()).toHaveLength(1);
    expect((await fileRows()).map((file) => file.status)).toEqual(["stored"]);
    expect(await bucketKeys()).toHaveLength(1);
    expect(provider.calls).toHaveLength(1);
  });
});

describe("refusals, each naming the file, nothing stored", () => {
  /** A refused post: what the answer's errors say, and the other fields or status when not the usual. */
  type Refusal = [
    title: string,
    files: Upload[],
    errors: Record<string, string>,
    unusual?: { fields?: Record<string, string>; status?: number },
  ];
  const kindOf = (name: string) => (name.endsWith(".pdf") ? "PDF" : name.endsWith(".dwg") ? "DWG" : "PNG");
  const sixPhotos = Array.from({ length: contactFileLimits.count + 1 }, (_, n) => ({
    ...acceptedSamples.png,
    name: `photo-${n}.png`,
  }));
  /** Two PDFs of just over half the files' limit each: over it together, the body itself within its own. */
  const overTheTotal = ["a.pdf", "b.pdf"].map((name) => ({
    name,
    bytes: withPdfHeader(new Uint8Array(contactFileLimits.totalBytes / 2 + 16 * 1024).fill(0x20)),
  }));
  const overTheTotalBytes = overTheTotal.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  it.for<Refusal>([
    ...Object.entries(impostors).map(
      ([kind, impostor]): Refusal => [
        `a ${kind} impostor by its content`,
        [acceptedSamples.pdf, impostor],
        { files: copy.errors.content(impostor.name, kindOf(impostor.name)) },
      ],
    ),
    ...["setup.exe", "plan.svg", "index.html", "plan"].map(
      (name): Refusal => [`${name} by its name`, [{ name, bytes: samplePdf }], { files: copy.errors.type(name) }],
    ),
    ["an empty file", [{ name: "vide.pdf", bytes: new Uint8Array() }], { files: copy.errors.empty("vide.pdf") }],
    ["more than five files", sixPhotos, { files: copy.errors.count(6) }],
    ["files over 20 MB in all", overTheTotal, { files: copy.errors.total(overTheTotalBytes) }, { status: 413 }],
    [
      "the text's errors with the files'",
      [impostors.html],
      { email: contactFormCopy.errors.email, files: copy.errors.content(impostors.html.name, "PNG") },
      { fields: { email: "faux" } },
    ],
    [
      "a file in the page's language",
      [impostors.executable],
      { files: en.files.errors.content("devis.pdf", "PDF") },
      { fields: { locale: "en" } },
    ],
  ])("refuses %s", async ([, files, errors, { fields = {}, status = 400 } = {}]) => {
    expect(multipart(validMessage, files).byteLength).toBeLessThan(multipartBodyLimit);
    const response = await postFiles(files, { fields });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, errors });
    expect(await outboxRows()).toHaveLength(0);
    expect(await bucketKeys()).toHaveLength(0);
  });
});

function withPdfHeader(bytes: Uint8Array): Uint8Array {
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"), 0);
  return bytes;
}

it("keeps file names for display only: cleans paths, control characters, a right-to-left override, leading dots and spaces; bounds a name to 120 characters, its extension kept; keeps markup as written and neutralises it in the company's e-mail", async () => {
  const markup = "<img src=x onerror=alert(1)>.pdf";
  const names: [string, string][] = [
    [markup, markup],
    ["C:\\Users\\achat\\Plans\\plan.pdf", "plan.pdf"],
    ["../../etc/plan.pdf", "plan.pdf"],
    ["pl\u0001an\u0007\t.pdf", "plan.pdf"],
    ["facture\u202egpj.pdf", "facturegpj.pdf"],
    [" ..plan.pdf", "plan.pdf"],
    [`${"é".repeat(300)}.pdf`, `${"é".repeat(contactFileLimits.nameLength - "….pdf".length)}….pdf`],
  ];
  // Five files at most per message: the names in two, the second unpaced (no EmailJS).
  const files = names.map(([name]) => ({ name, bytes: samplePdf }));
  expect((await postFiles(files.slice(0, 5))).status).toBe(200);
  expect((await postFiles(files.slice(5), { bindings: intakeBindings() })).status).toBe(200);
  expect((await fileRows()).map((file) => file.name)).toEqual(names.map(([, kept]) => kept));
  const text = sentText();
  expect(text).toContain("‹img src=x onerror=alert(1)›.pdf");
  expect(text).not.toContain("<img");
});

it.for([
  ["api", "fails every put", bindingsWithFailingBucket],
  ["api", "is not bound at all (a staging without one)", () => bindingsWith({ CONTACT_FILES: undefined })],
  ["form", "fails every put", bindingsWithFailingBucket],
] as const)(
  "never loses the message when the bucket fails: through the %s door, when it %s, sends the message marked « files not received » and tells the visitor to e-mail them",
  async ([door, , bucketBindings]) => {
    const answer = await sendFiles(door, [acceptedSamples.pdf, acceptedSamples.step], { bindings: bucketBindings() });
    expect(answer.status).toBe(200);
    if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: true, warning: copy.notReceived });
    else expect(answer.said).toContain(copy.notReceived);
    const [row] = await outboxRows();
    expect(row?.status).toBe("sent");
    expect((await fileRows()).map((file) => file.status)).toEqual(["missing", "missing"]);
    expect(await bucketKeys()).toHaveLength(0);
    const text = sentText();
    expect(text).toContain(
      `- ${acceptedSamples.pdf.name} (${copy.size(acceptedSamples.pdf.bytes.byteLength)}) — NON REÇU`,
    );
    expect(text).toContain("Fichiers non reçus");
  },
);

describe("without JavaScript (multipart post of the home page's action)", () => {
  it("refuses an impostor with the summary naming it and the text refilled", async () => {
    const msg = "Voici le plan,\navec la cote à vérifier.";
    const { status, said: html } = await sendFiles("form", [impostors.executable], { fields: { msg } });
    expect(status).toBe(400);
    const summary = /<div class="contact-form__summary"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const refusal = copy.errors.content("devis.pdf", "PDF");
    expect(summary).toContain(`<a href="#contact-files">${refusal}</a>`);
    expect(html).toContain(`<p id="contact-files-error" class="contact-form__error">${refusal}</p>`);
    expectGivenBack(html, { ...validMessage, msg });
    expect(await outboxRows()).toHaveLength(0);
  });

  const kilobyte = 1024;
  it.for([
    [
      "a chunked post over the limit, reading a few chunks past it",
      64 * kilobyte,
      {},
      multipartBodyLimit + 256 * kilobyte,
    ],
    [
      "a declared Content-Length over the limit, having read only the text's worth",
      kilobyte,
      { "content-length": String(multipartBodyLimit + 1) },
      contactBodyLimits.form + kilobyte,
    ],
  ] as const)("cuts off %s: a 413, the text given back, the file named", async ([, chunkSize, headers, readAtMost]) => {
    const head = multipart(validMessage, []).slice(0, -`--${boundary}--\r\n`.length);
    const fileHead = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${filesField}"; filename="maquette.step"\r\n\r\nISO-10303-21;\n`,
    );
    const { body, pulled } = streamedBody(new Uint8Array(chunkSize).fill(0x41), 40 * 1024 * kilobyte, head, fileHead);
    const response = await postFormBody(body, contentType, { headers });
    expect(response.status).toBe(413);
    const html = decodeEntities(await response.text());
    expect(html).toContain(copy.errors.tooLarge(["maquette.step"]));
    expectGivenBack(html, validMessage);
    // Never the 40 MB.
    expect(head.byteLength + fileHead.byteLength + pulled()).toBeLessThanOrEqual(readAtMost);
    expect(await outboxRows()).toHaveLength(0);
  });
});

it("refuses a source past its hourly bytes with a 429, and still takes its messages without files", async () => {
  const ip = "203.0.113.66";
  const bindings = intakeBindings({ CONTACT_SOURCE_HOURLY_MB: "20" });
  const twelveMegabytes = { name: "scan.pdf", bytes: withPdfHeader(new Uint8Array(12 * 1024 * 1024)) };
  expect((await postFiles([twelveMegabytes], { ip, bindings })).status).toBe(200);
  const refused = await postFiles([{ ...twelveMegabytes, name: "scan-2.pdf" }], { ip, bindings });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toBe(copy.sourceLimited(60));
  expect((await postFiles([], { ip, bindings })).status).toBe(200);
  expect(await outboxRows()).toHaveLength(2);
});

// A robot's files (honeypot) are kept with its message in the spam folder: console-pages.test.ts.

it("deletes the files of a message deleted by the retention, the erasure or the spam folder's expiry; counts the bucket in the storage budget, alerts at 100 %, then keeps new files no more", async () => {
  // The kept message's 20 KB against a budget of 10 KB; no EmailJS, so no pace to wait out.
  const bindings = intakeBindings();
  await postFiles([{ name: "plan.pdf", bytes: withPdfHeader(new Uint8Array(20 * 1024)) }], { bindings });
  await postFiles([acceptedSamples.png], { fields: { [honeypotField]: "robot" }, bindings });
  await postFiles([acceptedSamples.dwg], { bindings });
  expect(await bucketKeys()).toHaveLength(3);
  const [kept] = await outboxRows();
  // The other outbox message erased, the spam expired.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_outbox WHERE id <> ?1").bind(kept?.id ?? ""),
    env.DB.prepare("DELETE FROM contact_spam"),
  ]);
  const quietMail = { send: async () => {} };
  await runScheduledJobs(bindingsWith({ CONTACT_FILES_BUDGET_MB: "0.01", CONTACT_EMAIL: quietMail }), Date.now());
  expect((await fileRows()).map((file) => file.message_id)).toEqual([kept?.id]);
  expect(await bucketKeys()).toEqual((await fileRows()).map((file) => file.key));
  const open = await env.DB.prepare("SELECT kind, detail FROM delivery_incidents WHERE kind LIKE 'files-%'").all();
  expect(open.results).toMatchObject([
    { kind: "files-storage-100", detail: expect.stringContaining("fichiers joints") },
  ]);
  // At the budget the message still goes: only its files are not kept, and the visitor is told.
  const response = await postFiles([acceptedSamples.pdf], { bindings });
  expect(await response.json()).toEqual({ ok: true, warning: copy.notReceived });
  expect((await fileRows()).map((file) => file.status)).toEqual(["stored", "dropped"]);
  expect(await bucketKeys()).toHaveLength(1);
});

it("names every accepted kind in the field's hint", () => {
  for (const kind of Object.values(fileKinds)) expect(copy.hint).toContain(kind.label);
});
