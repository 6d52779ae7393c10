// `npm run images`, after changing a page's title or the favicon: in headless Chromium, each page's social card in each
// language (public/social/), the icons (public/icons/) and favicon.ico. The output is committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { PageKey } from "#app/content/pages.ts";
import { companyContent, pagesContent } from "#app/i18n/content.ts";
import { type Locale, localeSettings, locales } from "#app/i18n/locales.ts";
import { socialImagePath, socialImageSize } from "#app/lib/social-card.ts";
import { launchBrowser } from "#harness/browser.ts";

const favicon = readFileSync("public/favicon.svg", "utf8");
// The social cards are set in Inter, the one place the site still uses a web font (docs/decisions/007).
const inter = readFileSync(
  new URL(import.meta.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")),
).toString("base64");

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A page's card in a language: its words, its direction; Arabic falls back on the system's Arabic face. */
function socialCard(locale: Locale, title: string, description: string): string {
  const { company } = companyContent[locale];
  const { lang, dir } = localeSettings[locale];
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${inter}) format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${socialImageSize.width}px; height: ${socialImageSize.height}px; font-family: Inter, sans-serif; color: #fff; background: #14202e;
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; position: relative; }
body::before { content: ""; position: absolute; inset-block: 0; inset-inline-start: 0; width: 16px; background: #c1121f; }
:lang(ar) body { font-family: Inter, "Noto Sans Arabic", "DejaVu Sans", sans-serif; }
:lang(ar) h1 { line-height: 1.3; letter-spacing: 0; } :lang(ar) p { line-height: 1.6; }
.brand > div { direction: ltr; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 34px; letter-spacing: 0.06em; }
.brand svg { width: 72px; height: 72px; }
.brand b { font-weight: 800; } .brand span { font-weight: 400; color: #ef4444; }
h1 { font-size: 76px; line-height: 1.08; font-weight: 800; letter-spacing: -0.01em; max-width: 1000px; }
p { font-size: 30px; line-height: 1.35; color: #c8d1dc; max-width: 1000px; margin-top: 24px;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
footer { font-size: 26px; color: #c8d1dc; display: flex; justify-content: space-between; }
</style></head><body>
<div class="brand">${favicon}<div><b>${company.wordmark.first}</b> <span>${company.wordmark.second}</span></div></div>
<div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p></div>
<footer><div>${escapeHtml(company.tagline)}</div><div>${company.address.city}${locale === "ar" ? "، " : ", "}${company.address.country}</div></footer>
</body></html>`;
}

/** The favicon on a square, with `padding` (fraction of the side) for maskable safe zones. */
function icon(size: number, padding: number, background: string): string {
  const inset = Math.round(size * padding);
  return `<!doctype html><html><head><style>
* { margin: 0; } body { width: ${size}px; height: ${size}px; background: ${background}; }
svg { display: block; width: ${size - 2 * inset}px; height: ${size - 2 * inset}px; margin: ${inset}px; }
</style></head><body>${favicon}</body></html>`;
}

/** An ICO file holding one PNG image: the directory (one icon), the image's entry (32-bit, one plane), the PNG. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.set([0, 0, 1, 0, 1, 0, size, size, 0, 0, 1, 0, 32, 0]);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, png]);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  async function render(html: string, width: number, height: number, transparent = false): Promise<Buffer> {
    await page.setViewportSize({ width, height });
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ type: "png", omitBackground: transparent });
  }

  for (const locale of locales)
    for (const [key, meta] of Object.entries(pagesContent[locale].pageMeta)) {
      const file = `public${socialImagePath(key as PageKey, locale)}`;
      const { width, height } = socialImageSize;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await render(socialCard(locale, meta.title, meta.description), width, height));
      console.log(file);
    }
  const icons: [string, number, number, string][] = [
    ["public/icons/apple-touch-icon.png", 180, 0, "#14202e"],
    ["public/icons/icon-192.png", 192, 0, "transparent"],
    ["public/icons/icon-512.png", 512, 0, "transparent"],
    // Maskable icons are cropped to a circle of 80 % of the side: keep the mark inside it.
    ["public/icons/icon-maskable-512.png", 512, 0.12, "#14202e"],
  ];
  for (const [file, size, padding, background] of icons) {
    writeFileSync(file, await render(icon(size, padding, background), size, size, background === "transparent"));
    console.log(file);
  }
  writeFileSync("public/favicon.ico", pngToIco(await render(icon(32, 0, "transparent"), 32, 32, true), 32));
  console.log("public/favicon.ico");
} finally {
  await browser.close();
}
