import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { honeypotField } from "#app/lib/contact-fields.ts";
import { acceptedSamples } from "#harness/file-samples.ts";
import {
  accessToken,
  clearConsoleTables,
  consoleBindings,
  consoleFetch,
  formTokenOf,
  newTeam,
  type SigningKey,
  serveCerts,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import { clearOutbox, intakeBindings, outboxRows } from "#test/worker/support/contact-harness.ts";
import { bucketKeys, fileRows, postFiles } from "#test/worker/support/files-harness.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

// A message's files in the console (issue 36): listed, downloaded behind Access, exported, erased.

let key: SigningKey;
let team: string;
let token: string;
let bindings: Env;

beforeEach(async () => {
  await clearOutbox();
  await clearConsoleTables();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  key ??= await signingKey("key-files");
  team = newTeam();
  token = await accessToken(key, team, { email: "gerant@example.com" });
  // Stored without EmailJS: nothing here is about the delivery.
  bindings = consoleBindings(team, { EMAILJS_SERVICE_ID: undefined, EMAILJS_PRIVATE_KEY: undefined });
});
afterEach(() => vi.restoreAllMocks());

/** A message with these files, stored through the API; its id. */
async function messageWith(files: { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
  expect(
    (await postFiles(files, { fields, bindings: intakeBindings({ CONTACT_FILES: env.CONTACT_FILES }) })).status,
  ).toBe(200);
  // The certs are served from here on: the API's post above reached no network.
  serveCerts(() => [key]);
  const [file] = await fileRows();
  return file?.message_id ?? "";
}

describe("a message's files", () => {
  it("are listed on its page, each a download link, never an inline view", async () => {
    const id = await messageWith([acceptedSamples.pdf, acceptedSamples.step]);
    const html = decodeEntities(await (await consoleFetch(`/console/messages/${id}`, bindings, { token })).text());
    expect(html).toContain("Fichiers joints");
    expect(html).toContain(
      `<a href="/console/messages/${id}/fichiers/1" download="plan-bride.pdf" aria-label="Télécharger plan-bride.pdf"><bdi>plan-bride.pdf</bdi></a>`,
    );
    expect(html).toContain(`/console/messages/${id}/fichiers/2`);
  });

  it("downloads byte for byte, as an attachment with its kind's type and nosniff, recorded in the trail", async () => {
    const id = await messageWith([{ name: "Plan « bride » é.pdf", bytes: acceptedSamples.pdf.bytes }]);
    const response = await consoleFetch(`/console/messages/${id}/fichiers/1`, bindings, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Plan _ bride _ _.pdf"; filename*=UTF-8''Plan%20%C2%AB%20bride%20%C2%BB%20%C3%A9.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(acceptedSamples.pdf.bytes);
    const trail = await env.DB.prepare("SELECT actor, action, target FROM console_audit ORDER BY id").all();
    expect(trail.results).toContainEqual({
      actor: "gerant@example.com",
      action: "view",
      target: `fichier 1 du message ${id}`,
    });
  });

  it("never renders an uploaded image inline: a PNG comes as an attachment too", async () => {
    const id = await messageWith([acceptedSamples.png]);
    const response = await consoleFetch(`/console/messages/${id}/fichiers/1`, bindings, { token });
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("refuses a download without a valid Access token, and answers 404 for a file that is not there", async () => {
    const id = await messageWith([acceptedSamples.pdf]);
    const anonymous = await consoleFetch(`/console/messages/${id}/fichiers/1`, bindings);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).not.toContain("%PDF");
    const forged = await accessToken(await signingKey("not-published"), team);
    expect((await consoleFetch(`/console/messages/${id}/fichiers/1`, bindings, { token: forged })).status).toBe(403);
    for (const path of [`${id}/fichiers/2`, `${id}/fichiers/0`, `${id}/fichiers/x`, "inconnu/fichiers/1"])
      expect((await consoleFetch(`/console/messages/${path}`, bindings, { token })).status, path).toBe(404);
  });

  it("keeps a robot's files in the spam folder, downloadable there", async () => {
    const id = await messageWith([acceptedSamples.zip], { [honeypotField]: "robot" });
    expect(await outboxRows()).toHaveLength(0);
    const response = await consoleFetch(`/console/messages/${id}/fichiers/1`, bindings, { token });
    expect(response.headers.get("content-type")).toBe("application/zip");
  });

  it("are named in the export", async () => {
    await messageWith([acceptedSamples.pdf, acceptedSamples.dxf]);
    const today = new Date().toISOString().slice(0, 10);
    const csv = await (await consoleFetch(`/console/export.csv?du=${today}&au=${today}`, bindings, { token })).text();
    expect(csv.split("\r\n")[0]).toContain('"Fichiers joints"');
    expect(csv).toContain('"plan-bride.pdf ; découpe laser.dxf"');
  });

  it("leave the bucket with their message on erasure", async () => {
    await messageWith([acceptedSamples.pdf], { email: "samira@example.ma" });
    await messageWith([acceptedSamples.jpeg], { email: "autre@example.ma" });
    expect(await bucketKeys()).toHaveLength(2);
    const page = await consoleFetch("/console/effacement", bindings, { token });
    const form = { jeton: await formTokenOf(page), intent: "erase", email: "samira@example.ma" };
    const erased = await consoleFetch("/console/effacement", bindings, { token, form });
    expect(decodeEntities(await erased.text())).toContain("1\u00a0message a été effacé.");
    expect((await fileRows()).map((file) => file.name)).toEqual([acceptedSamples.jpeg.name]);
    expect(await bucketKeys()).toEqual((await fileRows()).map((file) => file.key));
  });

  it("say which ones were not received", async () => {
    await env.DB.prepare(
      "INSERT INTO delivery_incidents (kind, opened_at, alerted_at, detail) VALUES ('files-storage-100', 0, 0, 'test')",
    ).run();
    const id = await messageWith([acceptedSamples.pdf]);
    const html = decodeEntities(await (await consoleFetch(`/console/messages/${id}`, bindings, { token })).text());
    expect(html).toContain("non conservé");
    expect(html).not.toContain(`/fichiers/1"`);
  });
});
