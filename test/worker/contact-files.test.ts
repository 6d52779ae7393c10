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
  intakeBindings,
  outboxRows,
  postFormBody,
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

/** The no-JavaScript multipart post of the home page's action, through the built Worker. */
const postPage = (body: BodyInit, options: { bindings?: Env; headers?: Record<string, string> } = {}) =>
  postFormBody(body, contentType, options);

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

describe("files of every accepted kind, with JavaScript (multipart to /api/contact)", () => {
  // Five files at most per message: the eight kinds in two.
  it.for([
    ["pdf", "step", "dxf", "jpeg", "zip"],
    ["dwg", "iges", "png"],
  ] as FileKind[][])(
    "stores the files (%j) in the visitor's order, byte for byte under random keys; the e-mail names each with its size and the console's link",
    async (kinds) => {
      const chosen = kinds.map((kind) => acceptedSamples[kind]);
      expect(await (await postFiles(chosen)).json()).toEqual({ ok: true });
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

describe("file names, kept for display only", () => {
  it.each([
    ["a Windows path", "C:\\Users\\achat\\Plans\\plan.pdf", "plan.pdf"],
    ["a relative path", "../../etc/plan.pdf", "plan.pdf"],
    ["control characters", "pl\u0001an\u0007\t.pdf", "plan.pdf"],
    ["a right-to-left override", "facture\u202egpj.pdf", "facturegpj.pdf"],
    ["leading dots and spaces", " ..plan.pdf", "plan.pdf"],
    [
      "a name over 120 characters, bounded to 120 with its extension kept",
      `${"é".repeat(300)}.pdf`,
      `${"é".repeat(contactFileLimits.nameLength - "….pdf".length)}….pdf`,
    ],
  ])("cleans %s", async (_, name, kept) => {
    expect((await postFiles([{ name, bytes: samplePdf }])).status).toBe(200);
    expect((await fileRows())[0]?.name).toBe(kept);
  });

  it("keeps markup in a name as written, and neutralises it in the company's e-mail", async () => {
    const name = "<img src=x onerror=alert(1)>.pdf";
    expect((await postFiles([{ name, bytes: samplePdf }])).status).toBe(200);
    expect((await fileRows())[0]?.name).toBe(name);
    const text = sentText();
    expect(text).toContain("‹img src=x onerror=alert(1)›.pdf");
    expect(text).not.toContain("<img");
  });
});

describe("the bucket failing never loses the message", () => {
  it.for([
    ["fails every put", bindingsWithFailingBucket],
    ["is not bound at all (a staging without one)", () => bindingsWith({ CONTACT_FILES: undefined })],
  ] as const)(
    "when the bucket %s, sends the message marked « files not received » and tells the visitor to e-mail them",
    async ([, bucketBindings]) => {
      const bindings = bucketBindings();
      const response = await postFiles([acceptedSamples.pdf, acceptedSamples.step], { bindings });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, warning: copy.notReceived });
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
});

describe("without JavaScript (multipart post of the home page's action)", () => {
  it.for([
    ["stores a PDF with the message and renders the confirmation", false, contactFormCopy.success.text, "stored"],
    ["tells the visitor to send the files by e-mail when the bucket fails", true, copy.notReceived, "missing"],
  ] as const)("%s", async ([, bucketFails, shownText, fileStatus]) => {
    const bindings = bucketFails ? bindingsWithFailingBucket() : (env as Env);
    const response = await postPage(multipart(validMessage, [acceptedSamples.pdf]), { bindings });
    expect(response.status).toBe(200);
    expect(decodeEntities(await response.text())).toContain(shownText);
    expect(await outboxRows()).toHaveLength(1);
    expect((await fileRows()).map((file) => file.status)).toEqual([fileStatus]);
  });

  it("refuses an impostor with the summary naming it and the text refilled", async () => {
    const typed = { ...validMessage, msg: "Voici le plan,\navec la cote à vérifier." };
    const response = await postPage(multipart(typed, [impostors.executable]));
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    const summary = /<div class="contact-form__summary"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const refusal = copy.errors.content("devis.pdf", "PDF");
    expect(summary).toContain(`<a href="#contact-files">${refusal}</a>`);
    expect(html).toContain(`<p id="contact-files-error" class="contact-form__error">${refusal}</p>`);
    expect(html).toContain(`>${typed.msg}</textarea>`);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("cuts off a chunked post over the limit with a 413, the text given back, the file named", async () => {
    const head = multipart(validMessage, []).slice(0, -`--${boundary}--\r\n`.length);
    const fileHead = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${filesField}"; filename="maquette.step"\r\n\r\nISO-10303-21;\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const { body, pulled } = streamedBody(chunk, 40 * 1024 * 1024, head, fileHead);
    const response = await postPage(body);
    expect(response.status).toBe(413);
    const html = decodeEntities(await response.text());
    expect(html).toContain(copy.errors.tooLarge(["maquette.step"]));
    expect(html).toContain(`>${validMessage.msg}</textarea>`);
    expect(html).toMatch(new RegExp(`name="name"[^>]*value="${validMessage.name}"`));
    // Read up to the limit and a chunk or two more, never the 40 MB.
    expect(pulled()).toBeLessThanOrEqual(multipartBodyLimit + 4 * chunk.byteLength);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("refuses a declared Content-Length over the limit having read only the text's worth", async () => {
    const body = multipart(validMessage, [acceptedSamples.pdf]);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= body.byteLength) {
          // Never reached: the door stops at the text's bytes.
          controller.enqueue(new Uint8Array(1024 * 1024));
          return;
        }
        controller.enqueue(body.subarray(pulled, pulled + 1024));
        pulled += 1024;
      },
    });
    const response = await postPage(stream, { headers: { "content-length": String(multipartBodyLimit + 1) } });
    expect(response.status).toBe(413);
    expect(decodeEntities(await response.text())).toContain(`>${validMessage.msg}</textarea>`);
    expect(pulled).toBeLessThanOrEqual(contactBodyLimits.form + 1024);
  });
});

describe("abuse stays bounded", () => {
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
});

describe("files go with their message", () => {
  it("deletes the files of a message deleted by the retention, the erasure or the spam folder's expiry", async () => {
    await postFiles([acceptedSamples.pdf]);
    await postFiles([acceptedSamples.png], { fields: { [honeypotField]: "robot" } });
    await postFiles([acceptedSamples.dwg]);
    expect(await bucketKeys()).toHaveLength(3);
    const [kept] = await outboxRows();
    // The other outbox message erased, the spam expired.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM contact_outbox WHERE id <> ?1").bind(kept?.id ?? ""),
      env.DB.prepare("DELETE FROM contact_spam"),
    ]);
    await runScheduledJobs(env as Env, Date.now());
    expect((await fileRows()).map((file) => file.message_id)).toEqual([kept?.id]);
    expect(await bucketKeys()).toEqual((await fileRows()).map((file) => file.key));
  });

  it("counts the bucket in the storage budget, alerts at 100 %, then keeps new files no more", async () => {
    // 20 KB against a budget of 10 KB.
    await postFiles([{ name: "plan.pdf", bytes: withPdfHeader(new Uint8Array(20 * 1024)) }]);
    const quietMail = { send: async () => {} };
    await runScheduledJobs(bindingsWith({ CONTACT_FILES_BUDGET_MB: "0.01", CONTACT_EMAIL: quietMail }), Date.now());
    const open = await env.DB.prepare("SELECT kind, detail FROM delivery_incidents WHERE kind LIKE 'files-%'").all();
    expect(open.results).toMatchObject([
      { kind: "files-storage-100", detail: expect.stringContaining("fichiers joints") },
    ]);
    // At the budget the message still goes: only its files are not kept, and the visitor is told.
    const response = await postFiles([acceptedSamples.pdf]);
    expect(await response.json()).toEqual({ ok: true, warning: copy.notReceived });
    expect((await fileRows()).map((file) => file.status)).toEqual(["stored", "dropped"]);
    expect(await bucketKeys()).toHaveLength(1);
  });
});

it("names every accepted kind in the field's hint", () => {
  for (const kind of Object.values(fileKinds)) expect(copy.hint).toContain(kind.label);
});
