import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { honeypotField, turnstileField } from "#app/lib/contact-fields.ts";
import { spamFolderCap, spamRetentionMs } from "#functions/contact/spam-folder.ts";
import { acceptedSamples } from "#harness/file-samples.ts";
import { createFakeSiteverify, turnstileTestKeys } from "#test/support/fake-siteverify.ts";
import { runCron } from "#test/worker/support/built-worker.ts";
import {
  formTokenOf,
  insertVitals,
  type SigningKey,
  serveCerts,
  session,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import {
  clearOutbox,
  intakeBindings,
  outboxRows,
  postContact,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { bucketKeys, fileRows, postFiles } from "#test/worker/support/files-harness.ts";
import { count, decodeEntities, texts } from "#test/worker/support/html.ts";

// What the console shows and does (issue 23, §4, §5, §7, §8; issue 36; docs/decisions/019, 024):
// the messages, their files, the spam folder, the export, the erasure, the health and speed pages.

const minute = 60_000;
const day = 24 * 60 * minute;
const today = Math.floor(Date.now() / day) * day;
// Who the Access token names, and so who the trail records.
const owner = "gerant@example.com";
let key: SigningKey;
let signedIn: Awaited<ReturnType<typeof session>>;

beforeEach(async () => {
  await clearOutbox();
  await env.VITALS_DB.prepare("DELETE FROM web_vitals").run();
  // What the console adds to the outbox database.
  for (const table of ["contact_spam", "console_audit", "cron_status"])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  key ??= await signingKey("key-inbox");
  serveCerts(() => [key]);
  // Without EmailJS: a message released or retried goes through the simulated second channel at once.
  signedIn = await session(key, { email: owner, base: intakeBindings });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

interface Seed {
  id: string;
  /** "spam": a message the honeypot set aside, in the spam folder rather than the outbox. */
  status?: "spam" | "held" | "pending" | "sending" | "sent" | "failed";
  name?: string;
  email?: string;
  message?: string;
  createdAt?: number;
  attempts?: number;
}

/** Stores messages as the intake and delivery left them, a minute apart, newest first unless told. */
async function seed(...rows: Seed[]) {
  const now = Date.now();
  await env.DB.batch(
    rows.map(({ id, status = "sent", attempts = 1, createdAt, ...row }, index) => {
      const at = createdAt ?? now - index * minute;
      const said = [id, row.name ?? `Visiteur ${id}`, row.email ?? `${id}@example.com`, row.message ?? `Message ${id}`];
      if (status === "spam")
        return env.DB.prepare(
          `INSERT INTO contact_spam (id, name, email, phone, message, reason, created_at) VALUES (?1, ?2, ?3, '', ?4, 'honeypot', ?5)`,
        ).bind(...said, at);
      return env.DB.prepare(
        `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at, sent_at, channel, queued_at)
         VALUES (?1, ?2, ?3, '', ?4, ?5, ?6, ?7, ?7, CASE WHEN ?5 = 'sent' THEN ?7 END, ?8, ?7)`,
      ).bind(...said, status, attempts, at, status === "sent" ? "emailjs" : null);
    }),
  );
}

const page = async (path: string) => {
  const response = await signedIn.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

async function post(path: string, fields: Record<string, string>) {
  const formToken = await formTokenOf(await signedIn.fetch(path.split("?")[0] ?? path));
  return signedIn.fetch(path, { form: { jeton: formToken, ...fields } });
}

async function audit() {
  const { results } = await env.DB.prepare("SELECT actor, action, target FROM console_audit ORDER BY id").all();
  return results;
}

/** A message with these files, stored through the API; its id. */
async function messageWith(files: { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
  expect(
    (await postFiles(files, { fields, bindings: intakeBindings({ CONTACT_FILES: env.CONTACT_FILES }) })).status,
  ).toBe(200);
  return (await fileRows()).at(-1)?.message_id ?? "";
}

describe("the inbox", () => {
  it("lists every message newest first, 25 a page, with its state and attempts, searched; shows what a visitor typed as text, never rendering their markup", async () => {
    const hostile = `<img src=x onerror=alert(1)>\n<script>alert("x")</script>\nligne 3`;
    await seed(
      { id: "m-held", status: "held", attempts: 0, name: "Karim 100% Acier" },
      { id: "m-failed", status: "failed", attempts: 12 },
      { id: "m-sent", status: "sent" },
      { id: "m-html", name: "<b>Gras</b>", message: hostile },
      ...Array.from({ length: 26 }, (_, index) => ({ id: `p-${index}` })),
    );
    const html = await page("/console");
    const states = ["Retenu", "En échec", ...Array(23).fill("Transmis")];
    expect(await texts(html, "tbody tr td:nth-child(4)")).toEqual(states);
    expect(await texts(html, "tbody tr td:nth-child(5)")).toEqual(["0", "12", ...Array(23).fill("1")]);
    expect(html).toContain("Page 1 sur 2");
    expect(await texts(await page("/console?page=2"), "tbody tr")).toHaveLength(5);
    expect(await page("/console?page=-3")).toContain("Page 1 sur 2");
    // Name, e-mail and text searched; % and _ taken literally.
    expect(await texts(await page("/console?q=100%25"), "tbody tr td:nth-child(2)")).toEqual([
      "Karim 100% Acierm-held@example.com",
    ]);
    expect(await texts(await page("/console?q=m-failed%40example"), "tbody tr")).toHaveLength(1);
    expect(await texts(await page("/console?q=Message%20m-sent"), "tbody tr")).toHaveLength(1);
    expect(await texts(await page("/console?q=_"), "tbody tr")).toHaveLength(0);
    const whole = await page("/console/messages/m-html");
    for (const shown of [html, whole]) {
      expect(shown).not.toMatch(/<img src=x|<script|<b>Gras/);
      expect(shown).toContain("&lt;b&gt;Gras&lt;/b&gt;");
    }
    expect(decodeEntities(whole)).toContain(hostile);
  });
});

describe("the spam folder", () => {
  it("keeps a filled honeypot's message there, with its files, downloadable, unsent, answering the robot as people, and one whose Turnstile check failed, with the same refusal as before; it keeps its page's language through the folder and back into the outbox", async () => {
    const response = await postContact(
      { ...validMessage, locale: "ar", [honeypotField]: "https://spam.example" },
      { bindings: intakeBindings() },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const withFiles = await messageWith([acceptedSamples.zip], { [honeypotField]: "robot" });
    const siteverify = createFakeSiteverify();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      siteverify.handle(new Request(input, init)),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const turnstile = {
      TURNSTILE_SITE_KEY: turnstileTestKeys.siteKeyPasses,
      TURNSTILE_SECRET_KEY: turnstileTestKeys.secretFails,
      TURNSTILE_API_BASE: "https://turnstile.test",
    };
    const failedCheck = { ...validMessage, [turnstileField]: turnstileTestKeys.dummyToken };
    expect((await postContact(failedCheck, { bindings: intakeBindings(turnstile) })).status).toBe(403);
    // Access's key set served again, for the console.
    serveCerts(() => [key]);
    expect(await outboxRows()).toEqual([]);
    const folder = await page("/console/indesirables");
    expect((await texts(folder, "tbody tr td:nth-child(4)")).sort()).toEqual([
      "Indésirable (Champ piège rempli)",
      "Indésirable (Champ piège rempli)",
      "Indésirable (Vérification Turnstile échouée)",
    ]);
    const download = await signedIn.fetch(`/console/messages/${withFiles}/fichiers/1`);
    expect(download.headers.get("content-type")).toBe("application/zip");
    const { id } = (await env.DB.prepare("SELECT id FROM contact_spam WHERE locale = 'ar'").first()) ?? {};
    expect(await page(`/console/messages/${id}`)).toContain("arabe");
    await post(`/console/messages/${id}`, { intent: "not-spam" });
    expect(await env.DB.prepare("SELECT locale FROM contact_outbox WHERE id = ?1").bind(id).first()).toEqual({
      locale: "ar",
    });
  });

  it("is bounded: past its cap the oldest go; the cron deletes what is past its period", async () => {
    const now = Date.now();
    await seed(
      ...Array.from({ length: spamFolderCap }, (_, index) => ({
        id: `s-${index}`,
        status: "spam" as const,
        createdAt: now - (index + 1) * minute,
      })),
    );
    await postContact({ ...validMessage, [honeypotField]: "x" }, { bindings: intakeBindings() });
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM contact_spam").all();
    expect(results[0]).toEqual({ n: spamFolderCap, oldest: now - (spamFolderCap - 1) * minute });
    await runCron(now + spamRetentionMs + day);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_spam").first())?.n).toBe(0);
    // The run is recorded for the console's health page.
    const jobs = await env.DB.prepare("SELECT job, last_error FROM cron_status ORDER BY job").all();
    expect(jobs.results.map((row) => row.job)).toEqual(["console retention", "contact delivery", "storage"]);
    expect(jobs.results.find((row) => row.job === "console retention")?.last_error).toBeNull();
  });
});

describe("actions on a message", () => {
  it("retries a failed message at once, recording each view and action with the Access identity in the trail it shows; refuses to retry one already sent; marks one as spam, then releases it: sent only once a person said it is legitimate", async () => {
    await seed(
      { id: "m-failed", status: "failed", attempts: 12 },
      { id: "m-sent", status: "sent" },
      { id: "m-real", status: "held", attempts: 0 },
    );
    await page("/console");
    await page("/console/messages/m-failed");
    expect((await post("/console/messages/m-failed", { intent: "retry" })).status).toBe(303);
    expect((await outboxRows()).find((row) => row.id === "m-failed")).toMatchObject({ status: "sent", attempts: 1 });
    // The form's own page is viewed once more by `post`, to take its token.
    expect(await audit()).toEqual([
      { actor: owner, action: "view", target: "messages, page 1" },
      { actor: owner, action: "view", target: "message m-failed" },
      { actor: owner, action: "view", target: "message m-failed" },
      { actor: owner, action: "retry", target: "message m-failed" },
    ]);
    const journal = await texts(await page("/console/journal"), "tbody tr td:nth-child(3)");
    expect(journal).toEqual(["Consultation", "Relance", "Consultation", "Consultation", "Consultation"]);
    const refused = await post("/console/messages/m-sent", { intent: "retry" });
    expect(refused.headers.get("location")).toBe("/console/messages/m-sent?fait=non");
    expect(await page("/console/messages/m-sent?fait=non")).toContain("Action impossible");
    expect((await post("/console/messages/m-sent", { intent: "delete" })).status).toBe(400);
    expect((await post("/console/messages/m-real", { intent: "spam" })).headers.get("location")).toBe(
      "/console/messages/m-real?fait=spam",
    );
    expect((await outboxRows()).map((row) => row.id)).toEqual(["m-sent", "m-failed"]);
    expect(await texts(await page("/console/indesirables"), "tbody tr")).toHaveLength(1);
    await post("/console/messages/m-real", { intent: "not-spam" });
    const released = { id: "m-real", status: "sent", channel: "second-channel" };
    expect(await outboxRows()).toMatchObject([released, { id: "m-sent" }, { id: "m-failed" }]);
    expect(await page("/console/messages/m-real?fait=not-spam")).toContain("remis dans la file d’envoi");
  });
});

describe("export", () => {
  it("writes UTF-8 CSV with a BOM for Excel, the range's days inclusive, formulas neutralised; sends a malformed or reversed range back to the form", async () => {
    const inRange = Date.UTC(2026, 10, 10, 12);
    await seed(
      { id: "c-1", name: '=HYPERLINK("http://evil")', message: "+33 6\n-2\t@SUM(A1)", createdAt: inRange },
      {
        id: "c-2",
        name: 'Élodie "Guillemets"',
        email: "@lodie@example.com",
        createdAt: Date.UTC(2026, 10, 12, 23, 59),
      },
      { id: "c-3", createdAt: Date.UTC(2026, 10, 13) },
      { id: "c-spam", status: "spam", createdAt: Date.UTC(2026, 10, 11), message: "\rcmd|' /C calc'!A0" },
    );
    const response = await signedIn.fetch("/console/export.csv?du=2026-11-10&au=2026-11-12");
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="messages-2026-11-10-2026-11-12.csv"',
      "cache-control": "no-store",
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    expect(csv.split("\r\n")[0]).toBe(
      '"Reçu le (UTC)";"Nom";"E-mail";"Téléphone";"Message";"État";"Tentatives";"Canal";"Fichiers joints"',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+33 6\n-2\t@SUM(A1)"`);
    expect(csv).toContain(`"'@lodie@example.com"`);
    expect(csv).toContain(`"'\rcmd|' /C calc'!A0"`);
    expect(csv).toContain(`"Élodie ""Guillemets"""`);
    expect(csv).not.toContain("c-3@example.com");
    // No cell starts with a formula character.
    expect(csv.match(/(^|;|\r\n)"[=+\-@\t\r]/g)).toBeNull();
    expect(await audit()).toContainEqual({
      actor: owner,
      action: "export",
      target: "2026-11-10 → 2026-11-12, 3 message(s)",
    });
    for (const query of ["du=2026-11-10&au=2026-11-01", "du=x&au=2026-11-01", "du=2020-01-01&au=2026-01-01", ""]) {
      const response = await signedIn.fetch(`/console/export.csv?${query}`);
      expect(response.status, query).toBe(303);
      expect(response.headers.get("location")).toBe("/console/export?erreur=1");
    }
  });
});

describe("erasure", () => {
  it("refuses an address that is not one; counts, asks to confirm, then deletes every message of the address from every folder, its files from the bucket, and says how many", async () => {
    await seed(
      { id: "e-1", email: "samira@example.ma", status: "sent" },
      { id: "e-2", email: "samira@example.ma", status: "failed" },
      { id: "e-keep", email: "autre@example.ma" },
      { id: "e-3", status: "spam", email: "samira@example.ma" },
    );
    const kept = await messageWith([acceptedSamples.jpeg], { email: "autre@example.ma" });
    await messageWith([acceptedSamples.pdf], { email: "samira@example.ma" });
    expect(await bucketKeys()).toHaveLength(2);
    const refused = await post("/console/effacement", { intent: "erase", email: "%" });
    expect(await refused.text()).toContain("Indiquez une adresse e-mail valide.");
    const confirm = await post("/console/effacement", { intent: "count", email: " Samira@Example.MA " });
    expect(decodeEntities(await confirm.text())).toContain(
      "4\u00a0messages de samira@example.ma seront effacés définitivement.",
    );
    expect(await outboxRows()).toHaveLength(5);
    const erased = await post("/console/effacement", { intent: "erase", email: "samira@example.ma" });
    expect(decodeEntities(await erased.text())).toContain("4\u00a0messages ont été effacés.");
    expect((await outboxRows()).map((row) => row.id)).toEqual(["e-keep", kept]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_spam").first())?.n).toBe(0);
    expect((await fileRows()).map((file) => file.name)).toEqual([acceptedSamples.jpeg.name]);
    expect(await bucketKeys()).toEqual((await fileRows()).map((file) => file.key));
    // The trail keeps the count, never the address.
    const trail = JSON.stringify(await audit());
    expect(trail).toContain('"action":"erasure","target":"4 message(s)"');
    expect(trail).not.toContain("samira");
  });
});

describe("health", () => {
  it("shows what waits and since when, the EmailJS budget left, open incidents and the cron's runs", async () => {
    const now = Date.now();
    await seed(
      { id: "h-1", status: "pending", attempts: 2, createdAt: now - 40 * minute },
      { id: "h-2", status: "held", attempts: 0 },
      { id: "h-3", status: "failed" },
    );
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO delivery_incidents (kind, opened_at, alerted_at, detail) VALUES ('emailjs-quota', ?1, NULL, 'Quota épuisé')",
      ).bind(now),
      env.DB.prepare(
        "INSERT INTO emailjs_usage (window_start, requests, last_request_at, last_grant, exhausted) VALUES (?1, 150, ?2, 'g', 0)",
      ).bind(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1), now),
      env.DB.prepare(
        "INSERT INTO cron_status (job, last_run_at, last_ok_at, last_error) VALUES ('storage', ?1, NULL, 'D1 indisponible')",
      ).bind(now),
    ]);
    const html = decodeEntities(await page("/console/etat"));
    expect(await texts(html, ".console-fields dd")).toEqual([
      expect.stringMatching(/^1 \(le plus ancien\u00a0: /),
      expect.stringMatching(/^1 \(le plus ancien\u00a0: /),
      "1",
      "0",
    ]);
    expect(html).toContain("50 envois restants sur 200");
    expect(html).toContain("Quota EmailJS épuisé");
    expect(html).toContain("pas encore (nouvel essai au prochain passage)");
    expect(html).toContain("D1 indisponible");
  });
});

describe("the speed page", () => {
  it("draws each metric's daily p75 per device over 28 days, with the thresholds and a table of the same numbers", async () => {
    // Two days of mobile LCP: p75 of [1000, 2000, 3000, 4000] is the third (nearest rank), 3000.
    await insertVitals([
      ...[1000, 2000, 3000, 4000].map((value) => ({ device: "mobile", value, at: today + 1000 })),
      { device: "mobile", value: 5200, at: today - 2 * day + 1000 },
      { device: "desktop", value: 1500, at: today + 2000 },
      // Older than the window, another page, or of unknown device: left out.
      { device: "desktop", value: 9000, at: today - 30 * day },
      { device: "desktop", value: 9000, at: today, route: "/formation" },
      { device: "unknown", value: 9000, at: today },
      { metric: "CLS", device: "desktop", value: 0.05, at: today },
    ]);
    const html = await page("/console/vitesse");
    expect(await count(html, "svg.console-chart", "svg.console-chart path", "svg.console-chart rect")).toEqual([
      2, 4, 6,
    ]);
    expect(await texts(html, "svg.console-chart title")).toEqual([
      "LCP, page Accueil, 75ᵉ centile par jour",
      "CLS, page Accueil, 75ᵉ centile par jour",
    ]);
    // The thresholds' labels on the LCP chart's axis.
    expect(await texts(html, "section[aria-labelledby='titre-LCP'] svg text")).toEqual(
      expect.arrayContaining(["2\u202f500\u00a0ms", "4\u202f000\u00a0ms"]),
    );
    expect(await texts(html, "section[aria-labelledby='titre-INP'] p")).toEqual(["Aucune mesure sur cette période."]);
    const rows = await texts(html, "section[aria-labelledby='titre-LCP'] tbody tr");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/3\u202f000\u00a0ms \(4\u00a0mesures\)1\u202f500\u00a0ms \(1\u00a0mesures\)$/);
    expect(rows[0]).toMatch(/5\u202f200\u00a0ms \(1\u00a0mesures\)—$/);
    // Another page, chosen by a plain GET form.
    expect(
      await texts(await page("/console/vitesse?page=/formation"), "section[aria-labelledby='titre-LCP'] tbody tr"),
    ).toHaveLength(1);
  });
});

describe("a message's files", () => {
  it("are listed on its page as download links, never inline views, and in the export; each downloads byte for byte, as an attachment of its type with nosniff, recorded in the trail, 404 when not there (every forgery's 403: console-access.test.ts); once the bucket is full, say which ones were not received", async () => {
    const accented = { name: "Plan « bride » é.pdf", bytes: acceptedSamples.pdf.bytes };
    const id = await messageWith([acceptedSamples.pdf, acceptedSamples.dxf, accented, acceptedSamples.png]);
    const html = decodeEntities(await page(`/console/messages/${id}`));
    expect(html).toContain("Fichiers joints");
    expect(html).toContain(
      `<a href="/console/messages/${id}/fichiers/1" download="plan-bride.pdf" aria-label="Télécharger plan-bride.pdf"><bdi>plan-bride.pdf</bdi></a>`,
    );
    expect(html).toContain(`/console/messages/${id}/fichiers/4`);
    const date = new Date().toISOString().slice(0, 10);
    const csv = await (await signedIn.fetch(`/console/export.csv?du=${date}&au=${date}`)).text();
    expect(csv).toContain('"plan-bride.pdf ; découpe laser.dxf ; Plan « bride » é.pdf ; plaque.png"');
    // A non-ASCII name; never an uploaded image rendered inline either.
    for (const [n, upload, type, disposition] of [
      [
        3,
        accented,
        "application/pdf",
        `attachment; filename="Plan _ bride _ _.pdf"; filename*=UTF-8''Plan%20%C2%AB%20bride%20%C2%BB%20%C3%A9.pdf`,
      ],
      [4, acceptedSamples.png, "image/png", `attachment; filename="plaque.png"; filename*=UTF-8''plaque.png`],
    ] as const) {
      const response = await signedIn.fetch(`/console/messages/${id}/fichiers/${n}`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": type,
        "content-disposition": disposition,
        "x-content-type-options": "nosniff",
        "cache-control": "no-store",
      });
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(upload.bytes);
      expect(await audit()).toContainEqual({ actor: owner, action: "view", target: `fichier ${n} du message ${id}` });
    }
    for (const path of [`${id}/fichiers/5`, `${id}/fichiers/0`, `${id}/fichiers/x`, "inconnu/fichiers/1"])
      expect((await signedIn.fetch(`/console/messages/${path}`)).status, path).toBe(404);
    await env.DB.prepare(
      "INSERT INTO delivery_incidents (kind, opened_at, alerted_at, detail) VALUES ('files-storage-100', 0, 0, 'test')",
    ).run();
    const lost = await messageWith([acceptedSamples.pdf]);
    const lostHtml = decodeEntities(await page(`/console/messages/${lost}`));
    expect(lostHtml).toContain("non conservé");
    expect(lostHtml).not.toContain(`/fichiers/1"`);
  });
});
