import type { Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { carouselMessages } from "#app/content/carousels.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { enhanced, islandAwake, viewports } from "#harness/browser.ts";
import { chromiumTest, holdRequests, type OpenPage } from "#test/support/chromium-test.ts";

// A first input on a slow phone (CPU slowed 4×, Lighthouse's mobile profile; two tests at once compete for it), made
// the moment its control is painted: answered then, and still once every script has run. Other engines: engines/.

const baseURL = inject("baseURL");
const it = chromiumTest();

/** A page whose renderer runs 4× slower until `fullSpeed`: Chromium slows it by spinning a core, idle or not. */
async function slowPhone(open: OpenPage, options: Parameters<OpenPage>[0]) {
  const watched = await open(options);
  const devtools = await watched.context.newCDPSession(watched.page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const fullSpeed = () => devtools.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return { ...watched, fullSpeed };
}

/** What the console reported as errors, but /404's own status, which Chromium logs as one. */
const scriptErrors = (errors: string[]) => errors.filter((error) => !error.includes("status of 404 (Not Found)"));

interface Control {
  name: string;
  path: string;
  phone: boolean;
  /** Shown only once the enhancer can answer it (hidden while the scripts are held): clicked the moment it shows. */
  scripted?: boolean;
  control: (page: Page) => Locator;
  /** What shows once the input is answered; checked again once every script has run. */
  answer: (page: Page) => Locator;
}

const carousel = (page: Page) => page.locator(`[aria-roledescription="${carouselMessages.roleDescription}"]`).first();
const menu = (path: string): Control => ({
  name: "the menu (tap, 375 px)",
  path,
  phone: true,
  control: (page) => page.getByRole("banner").getByRole("button", { name: /menu/i }),
  answer: (page) => page.getByRole("banner").getByRole("link", { name: "Maintenance", exact: true }),
});
const carouselPause: Control = {
  name: "the carousel's pause (click, 1280 px)",
  path: "/montage",
  phone: false,
  scripted: true,
  control: (page) => carousel(page).getByRole("button", { name: carouselMessages.pause }),
  answer: (page) => carousel(page).getByRole("button", { name: carouselMessages.play }),
};
const firstInputs = [
  menu("/"),
  menu("/montage"),
  {
    name: "the contact details (click, 1280 px)",
    path: "/",
    phone: false,
    control: (page: Page) => page.getByRole("button", { name: "Coordonnées de contact" }),
    answer: (page: Page) => page.getByRole("button", { name: "Fermer le panneau de contact" }),
  },
  carouselPause,
].flatMap((control) =>
  (control.scripted
    ? ["once the enhancer shows it, not before"]
    : ["before any script has run", "while the page loads"]
  ).map((when) => ({ ...control, when })),
);

it.for(firstInputs)(
  "CPU slowed 4×, $name on $path answers $when, and keeps its answer once every script has run",
  async ({ path, phone, scripted, control, answer, when }, { expect, open }) => {
    const { page, errors, fullSpeed } = await slowPhone(open, {
      viewport: phone ? viewports.phone : viewports.desktop,
      hasTouch: phone,
    });
    const holdScripts = when === "before any script has run" || scripted;
    const release = holdScripts ? await holdRequests(page, /\.js$/) : () => {};
    await page.goto(baseURL + path, { waitUntil: "commit" });
    if (scripted) {
      await carousel(page).waitFor();
      expect(await control(page).isVisible(), "shown before any script has run").toBe(false);
      release();
    }
    if (phone) await control(page).tap();
    else await control(page).click();
    await expect.poll(() => answer(page).isVisible(), { timeout: 2_000 }).toBe(true);
    release();
    await enhanced(page);
    await page.waitForFunction(() => document.readyState === "complete");
    await fullSpeed();
    // The pointer leaves: Swiper, once it has taken the carousel over, resumes a hover, never a pause.
    await page.mouse.move(1, 1);
    if (control === carouselPause.control)
      await expect.poll(() => carousel(page).locator(".carousel__viewport").getAttribute("data-turning")).toBe("false");
    expect(await answer(page).isVisible()).toBe(true);
    expect(scriptErrors(errors)).toEqual([]);
  },
);

// The contact form's island wakes when the visitor comes near (decision 018): what they type from the moment its
// fields are painted, while React arrives and takes the form over, stays, focus and caret too; the first submit after
// waking is React's. Arriving at /#contact, Chromium clears focus at the load event (the section is not focusable).
const typedName = "Nadia Bennani";
const typedMessage = "Bonjour, je souhaite un devis pour un banc didactique.";

/** Runs in the page before its scripts: the island's state as each key reached a field. */
function recordKeys() {
  const keys: string[] = [];
  Object.assign(window, { keys });
  const island = () => document.querySelector<HTMLElement>('[data-module="contact-form"]')?.dataset.island;
  addEventListener("input", () => keys.push(island() ?? "asleep"), true);
}

it.for(["/", "/#contact"])(
  "CPU slowed 4×, %s: the contact form keeps every key typed before any script, while React takes the form over and after",
  async (arrival, { expect, open }) => {
    const { page, errors, fullSpeed } = await slowPhone(open, { viewport: viewports.phone, hasTouch: true });
    await page.addInitScript(recordKeys);
    const release = await holdRequests(page, /\.js$/);
    await page.goto(baseURL + arrival, { waitUntil: "commit" });
    await page.locator("#contact-name").tap();
    await page.keyboard.type(typedName);
    await page.locator("#contact-message").tap();
    await page.keyboard.type("Bonjour");
    release();
    // One key at a time until React has the form, so keys land while it wakes; then one more word.
    let message = "Bonjour";
    for (const key of typedMessage.slice(message.length).repeat(5)) {
      if (message.length >= typedMessage.length && (await page.locator("[data-island=awake]").count()) > 0) break;
      await page.keyboard.type(key);
      message += key;
    }
    await islandAwake(page);
    await fullSpeed();
    await page.keyboard.type(" merci");
    message += " merci";
    const keys = await page.evaluate(() => (window as unknown as { keys: string[] }).keys);
    expect(new Set(keys), "the island's state as each key landed").toEqual(new Set(["asleep", "waking", "awake"]));
    const state = await page.evaluate(() => {
      const field = document.activeElement as HTMLTextAreaElement | null;
      const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
      const caret = [field?.selectionStart, field?.selectionEnd];
      return { name: value("contact-name"), message: value("contact-message"), focused: field?.id, caret };
    });
    const end = message.length;
    expect(state).toEqual({ name: typedName, message, focused: "contact-message", caret: [end, end] });
    // React has the values: submitting without an e-mail flags the e-mail alone, on this same page.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator(".contact-form__submit").click();
    await page.locator(".contact-form__error").first().waitFor();
    expect(await page.locator(".contact-form__error").allTextContents()).toEqual([contactFormCopy.errors.email]);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    expect(scriptErrors(errors)).toEqual([]);
  },
);
