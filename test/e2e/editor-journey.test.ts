import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { realisationContent } from "#app/content/realisation.ts";
import { localSignInPath } from "#functions/console/local-access.ts";
import { signLocalToken } from "#harness/console-keys.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";

// The office manager at work (issue 35, §6): the real editor, behind its door after `npm start`'s local sign-in, in
// French, all from this site, changes a project's title in French and Arabic and its photo, previews, saves; the site
// built from the save shows them, typeset. It saves through the File System Access API: the test hands it a folder of
// the browser's private storage holding the content files, as a real folder picker cannot be driven.
const baseURL = inject("baseURL");
const consoleKey = inject("consoleKey");
const it = chromiumTest();
const execFileAsync = promisify(execFile);

/** The first project as the content files hold it now: what the editor must open with. */
const [savedFrench, savedArabic] = (["fr", "ar"] as const).map(
  (locale) => realisationContent[locale].projectCategories[0].projects[0].title,
);
// Typed with a plain space before « : », as a keyboard does; shown and published with a no-break one.
const frenchTitle = "Gabarit de contrôle livré à Tanger : 2026";
const frenchTitleShown = "Gabarit de contrôle livré à Tanger\u00a0: 2026";
const arabicTitle = "قالب مراقبة سُلّم في طنجة";

/** The repository's tracked files copied to `dir` with `changes` written over them, then built there. */
async function buildCopy(dir: string, changes: Record<string, Buffer | string>): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const { stdout } = await execFileAsync("git", ["ls-files", "-z"]);
  for (const file of stdout.split("\0").filter((name) => name && existsSync(name))) cpSync(file, join(dir, file));
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  for (const [file, data] of Object.entries(changes)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), data);
  }
  const build = () =>
    execFileAsync("npm", ["run", "build"], { cwd: dir, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  // React Router's prerender gives each page 10 s (not settable); beside other browser runs it can fail: try once more.
  await build().catch((error: Error) => {
    if (!error.message.includes("Prerender: Request failed")) throw error;
    return build();
  });
}

describe("the office manager edits a project", () => {
  it("changes its title in French and Arabic and its photo; the site built from the save shows them", async ({
    open,
  }) => {
    const photo = await sharp({ create: { width: 2400, height: 1500, channels: 3, background: "#2d5f9a" } })
      .jpeg()
      .toBuffer();
    const contentFiles = Object.fromEntries(
      readdirSync("content")
        .filter((name) => name.endsWith(".json"))
        .map((name) => [name, readFileSync(join("content", name), "utf8")]),
    );
    const { page } = await open();
    const blocked: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()));
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (/^https?:/.test(request.url()) && !request.url().startsWith(baseURL)) elsewhere.push(request.url());
    });
    await page.addInitScript((files: Record<string, string>) => {
      // The folder the person would pick: the repository's root, with its .git and content/.
      Object.assign(window, {
        showDirectoryPicker: async () => {
          const root = await navigator.storage.getDirectory();
          await root.getDirectoryHandle(".git", { create: true });
          const content = await root.getDirectoryHandle("content", { create: true });
          await content.getDirectoryHandle("media", { create: true });
          for (const [name, text] of Object.entries(files)) {
            const writable = await (await content.getFileHandle(name, { create: true })).createWritable();
            await writable.write(text);
            await writable.close();
          }
          return root;
        },
      });
    }, contentFiles);
    const token = await signLocalToken(consoleKey, "bureau@example.com");
    expect((await page.goto(`${baseURL}${localSignInPath}?jeton=${token}`))?.status()).toBe(200);
    expect((await page.goto(`${baseURL}/admin`))?.status()).toBe(200);
    // Sveltia's sign-in screen, in French, in its own fonts: all of it from this site.
    await page.getByRole("button", { name: "Travailler avec un dépôt local" }).waitFor();
    const iconFont = await page.evaluate(async () => {
      const faces = await document.fonts.load("24px 'Material Symbols Outlined'", "add");
      return faces.map((face) => face.status);
    });
    expect(iconFont).toEqual(["loaded"]);
    await page.getByRole("button", { name: "Travailler avec un dépôt local" }).click();
    await page.getByText("Pages", { exact: true }).first().click();
    await page.getByText("Réalisations", { exact: true }).click();

    // The first category, then its first project, opened in the French pane.
    await page.getByRole("button", { name: "Tout développer" }).first().click();
    await page.locator("button:enabled", { hasText: "Tout développer" }).first().click();
    const titles = page.getByRole("textbox", { name: "Titre", exact: true });
    await expect.poll(() => titles.first().inputValue()).toBe(savedFrench);
    await titles.first().fill(frenchTitle);

    // The right-hand pane in Arabic, written right to left.
    await page.getByText("Arabe", { exact: true }).last().click();
    await expect.poll(() => titles.nth(1).inputValue()).toBe(savedArabic);
    expect(await titles.nth(1).evaluate((input) => getComputedStyle(input).direction)).toBe("rtl");
    await titles.nth(1).fill(arabicTitle);

    // The project's photo, uploaded from the computer (the editor draws a field once it scrolls into view).
    await page.getByText("Image", { exact: true }).first().scrollIntoViewIfNeeded();
    await page.getByText("Remplacer", { exact: true }).first().click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Téléverser", { exact: true }).click();
    await (await chooser).setFiles({ name: "gabarit-tanger.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Insérer" }).click();
    // The field shows the new photo once the editor has taken it; only then is there something to save.
    await page.getByText("/media/gabarit-tanger.jpg").first().waitFor();

    // The preview draws the page with the site's own components: the new title, the photo as uploaded.
    await page.getByRole("radio", { name: "Aperçu" }).last().click();
    const preview = page.locator("iframe.preview").contentFrame();
    const firstProject = preview.locator(".info-card").first();
    await expect.poll(() => firstProject.locator(".info-card__title").textContent()).toBe(frenchTitleShown);
    expect(await firstProject.locator("img.photo").getAttribute("src")).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Enregistrer" }).click();

    const saved = async () =>
      page.evaluate(async () => {
        const content = await (await navigator.storage.getDirectory()).getDirectoryHandle("content");
        const text = await (await (await content.getFileHandle("realisation.json")).getFile()).text();
        const media = await (await content.getDirectoryHandle("media")).getFileHandle("gabarit-tanger.jpg").then(
          async (handle) => Array.from(new Uint8Array(await (await handle.getFile()).arrayBuffer())),
          () => null,
        );
        return { text, media };
      });
    // The save writes the file and the photo: read both until both are there.
    const both = (files: Awaited<ReturnType<typeof saved>>) => files.text.includes(arabicTitle) && files.media !== null;
    await expect.poll(saved, { timeout: 15_000 }).toSatisfy(both);
    const { text, media } = await saved();
    expect(blocked).toEqual([]);
    // Nothing but GitHub's status (allowed, shown when GitHub has an incident) leaves this site.
    expect(elsewhere.filter((url) => url !== "https://www.githubstatus.com/api/v2/status.json")).toEqual([]);

    const copy = resolve(".cache/editor-journey");
    await buildCopy(copy, {
      "content/realisation.json": text,
      "content/media/gabarit-tanger.jpg": Buffer.from(media ?? []),
    });
    for (const [path, title] of [
      ["realisation/index.html", frenchTitleShown],
      ["ar/realisation/index.html", arabicTitle],
    ] as const) {
      const html = readFileSync(join(copy, "build/client", path), "utf8");
      expect(html, path).toContain(title);
      expect(html, path).toMatch(/<source type="image\/avif" srcSet="\/media\/[^"]+\.avif \d+w/);
      expect(html, path).toMatch(/<source type="image\/webp" srcSet="\/media\/[^"]+\.webp \d+w/);
      expect(html, path).not.toContain("gabarit-tanger.jpg");
    }
    // The upload itself is never among the files sent to visitors.
    expect(existsSync(join(copy, "build/client/media/gabarit-tanger.jpg"))).toBe(false);
  }, 300_000);
});
