// Screenshots of the built site at phone and desktop widths, in reports/screenshots/ (build first):
// `npm run screenshots [-- /path …]` every page (or those), the open menu and contact panel;
// `npm run screenshots:contact` the contact form's states, with files in French and Arabic.
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { pageMeta } from "#app/content/pages.ts";
import { islandAwake, launchBrowser, scrollThrough, viewports, visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { acceptedSamples, impostors } from "#harness/file-samples.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";

type Step = (page: Page) => Promise<unknown>;
interface Shot {
  name: string;
  /** The page, the home page's contact form by default. */
  path?: string;
  /** What the image shows: the contact form by default, the window, or the whole page. */
  take?: "window" | "page";
  steps?: Step[];
  noScript?: boolean;
  phoneOnly?: boolean;
}

const fill: Step = async (page) => {
  await page.fill('.contact-form [name="name"]', "Karim Benali");
  await page.fill('.contact-form [name="email"]', "k.benali@exemple.ma");
  await page.fill('.contact-form [name="numTele"]', "+212 5 39 00 00 00");
  await page.fill(
    '.contact-form [name="msg"]',
    "Bonjour, nous souhaitons une visite pour la maintenance d’un convoyeur.",
  );
};
const invalidEmail: Step = (page) => page.fill('.contact-form [name="email"]', "adresse@invalide");
/** Sends the form, then waits for `selector`, or for the next page without JavaScript. */
const submit =
  (selector?: string): Step =>
  async (page) => {
    await page.click(".contact-form__submit");
    await (selector ? page.waitForSelector(selector) : page.waitForLoadState());
  };
const file = (name: string, bytes: Uint8Array, mimeType = "application/pdf") => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});
const drawings = [
  file("plan-bride-DN150.pdf", acceptedSamples.pdf.bytes),
  file("arbre-entrainement.step", acceptedSamples.step.bytes, "application/octet-stream"),
  file("photo-convoyeur.jpg", new Uint8Array(1_300_000).fill(0xff), "image/jpeg"),
];
const renamedExecutable = file("devis-signé.pdf", impostors.executable.bytes);
const choose =
  (files: ReturnType<typeof file>[]): Step =>
  (page) =>
    page.setInputFiles('.contact-form input[type="file"]', files);
/** The API held at the network, so that the form stays in its sending state. */
const holdApi: Step = (page) => page.route("**/api/contact", () => new Promise(() => {}));
const refuseApi: Step = (page) => page.route("**/api/contact", (route) => route.abort("connectionrefused"));
const settle: Step = (page) => page.waitForTimeout(300);
const openMenu: Step = (page) => page.click(".site-header__menu");
const openPanel: Step = (page) => page.getByRole("button", { name: "Coordonnées de contact" }).click();
/** Without JavaScript, past the limit of messages per visitor: the typed values and the contact details stay. */
const pastTheLimit: Step = async (page) => {
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.goto(new URL("/#contact", page.url()).href);
    await fill(page);
    await submit()(page);
  }
};

const contactShots: Shot[] = [
  { name: "contact-idle" },
  { name: "contact-errors", steps: [submit(), invalidEmail, submit()] },
  { name: "contact-sending", steps: [holdApi, fill, submit(".contact-form__spinner")] },
  { name: "contact-success-popup", take: "window", steps: [fill, submit("dialog[open]"), settle] },
  { name: "contact-failure-popup", take: "window", steps: [refuseApi, fill, submit("dialog[open]"), settle] },
  { name: "contact-nojs-refused", noScript: true, steps: [pastTheLimit] },
  // The error summary at the top of the form, focused (decision 018).
  { name: "contact-nojs-errors", path: "/", noScript: true, steps: [invalidEmail, submit()] },
  ...["fr", "ar"].flatMap((language): Shot[] => {
    const path = language === "fr" ? "/#contact" : `/${language}/#contact`;
    const shot = (state: string, steps: Step[], noScript = false) => ({
      name: `contact-${language}-${state}`,
      path,
      steps,
      noScript,
    });
    const chosen = [fill, choose(drawings)];
    return [
      shot("files-chosen", chosen),
      shot("files-uploading", [holdApi, ...chosen, submit(".contact-form__progress")]),
      // The browser cannot read a file's content: the server refuses the executable, under the field.
      shot("files-refused", [fill, choose([drawings[0]!, renamedExecutable]), submit("#contact-files-error")]),
      // Without JavaScript the error summary names the file, and the text is filled in again.
      shot("nojs-files-refused", [fill, choose([renamedExecutable]), submit(".contact-form__summary")], true),
    ];
  }),
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { contact: { type: "boolean", default: false } },
});
const paths = positionals.length > 0 ? positionals : Object.values(pageMeta).map((page) => page.path);
const pageShots = paths.map((path): Shot => {
  const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  return { name, path, take: "page", steps: [scrollThrough] };
});
if (positionals.length === 0)
  pageShots.push(
    { name: "menu-open", path: "/", take: "window", phoneOnly: true, steps: [openMenu] },
    { name: "panel-open", path: "/", take: "window", steps: [openPanel, settle] },
  );

const shots = values.contact ? contactShots : pageShots;
const outputDir = "reports/screenshots";
mkdirSync(outputDir, { recursive: true });
const emailjs = await startFakeEmailJs();
const site = await serveBuiltSite({
  stateDir: ".wrangler/screenshots-state",
  vars: { EMAILJS_API_BASE: emailjs.url, ...fakeEmailJsCredentials },
});
const browser = await launchBrowser();
let visitor = 0;
try {
  for (const [width, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop }))
    for (const { name, path = "/#contact", take, steps = [], noScript, phoneOnly } of shots) {
      if (phoneOnly && width !== "phone") continue;
      const context = await browser.newContext({
        viewport,
        locale: path.startsWith("/ar") ? "ar-MA" : "fr-FR",
        javaScriptEnabled: !noScript,
        // Still images: no smooth scroll or transition caught halfway.
        reducedMotion: "reduce",
        // Each shot its own visitor, so that the form's limits per source count one shot's messages.
        extraHTTPHeaders: { "cf-connecting-ip": `2001:db8:5c:${++visitor}::1` },
      });
      const page = await context.newPage();
      if (noScript) await page.goto(site.url + path);
      else await visit(page, site.url + path, { waitUntil: "networkidle" });
      if (values.contact && !noScript) await islandAwake(page);
      for (const step of steps) await step(page);
      const file = `${outputDir}/${width}-${name}.png`;
      if (take) await page.screenshot({ path: file, fullPage: take === "page" });
      else {
        // The sticky header would cover the form's top: let go of it (CSSOM, which the policy allows).
        if (!noScript)
          await page.evaluate(() =>
            document.querySelector<HTMLElement>(".site-header")?.style.setProperty("position", "static"),
          );
        await page.locator(".contact-form").screenshot({ path: file, animations: "disabled" });
      }
      console.log(file);
      await context.close();
    }
} finally {
  await browser.close();
  await site.stop();
  await emailjs.stop();
}
