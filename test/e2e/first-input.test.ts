import type { Locator, Page } from "playwright-core";
import { describe, type ExpectStatic, inject, it } from "vitest";
import { carouselMessages } from "#app/content/carousels.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { enhanced, islandAwake, openPage, viewports } from "#harness/browser.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

/*
 * The very first input on a fresh page works: a visitor taps the menu before,
 * while or after the page's scripts arrive, and the menu opens on that tap, not
 * the next one, and stays open once the scripts have run. Chromium only (what
 * holds a page in a given state is Playwright's network routing and DevTools'
 * CPU throttling). Decisions 003, 006, 018 and 027.
 *
 * The race is driven, not sampled (decision 027). Each try is a fresh context
 * whose scripts are held at the network (`holdScripts`) and, for Swiper's
 * takeover, at its one await (`holdTakeovers`), so the input lands in a named
 * state; then everything is released and the answer must still hold:
 * - "before any script": the enhancer is held, so no script of the site has run
 *   (the load event waits for it too). The menu (a popover) and the contact
 *   details (a dialog opened by its invoker) are HTML and must answer alone.
 * - "enhancer run, Swiper on its way": the enhancer has run and the page has
 *   loaded; Swiper's chunk is requested and held. The pause must work on the
 *   scroll-snap list (decision 006), and still be in force once Swiper has
 *   taken the carousel over.
 * - "Swiper's code run, takeover held": Swiper's chunk has arrived and run;
 *   the takeover waits at its `nextTask()` (app/enhance/carousel-controls.ts),
 *   the only point between Swiper's code and the built carousel where an input
 *   can land (what follows is synchronous): the pause asked there must survive
 *   the build.
 * - "everything run": the enhancer has run, the page has loaded and Swiper has
 *   taken over every carousel it starts at that scroll.
 * The pause is script: before the enhancer runs nothing answers it (it is not
 * shown), so its states start after the enhancer (which starts before the load
 * event and enhances any element a first input reaches on the spot).
 *
 * These tries run at full speed: held, the page waits for the test, idle, and
 * a slower CPU changes nothing about the state the input meets. The CPU is
 * slowed four times (Lighthouse's mobile profile) where timing is the subject:
 * - after the "everything run" try, the same control once more, on a fresh
 *   page with nothing held, tapped at the load event at the point where the
 *   control was: real timing, for what a held page cannot show (an input queued
 *   behind the page's own long tasks, at a moment between the states above, and
 *   the control still where it was painted: the layout must not move);
 * - the contact form's typing, where keys race React taking the form over.
 * Two tests run at once, so a throttled page also competes for the CPU.
 */

const baseURL = inject("baseURL");
const browser = browserForThisFile();

/** How long the answer may take to show after the input; a lost input never shows it. */
const answerWithinMs = 2_000;
/** Lighthouse's mobile profile. */
const cpuSlowdown = 4;

/** The site's scripts, grouped by what the race is about: each group can be held at the network. */
const scriptGroups = {
  /** app/enhance/main.ts and its modules, one file (decision 003). */
  enhancer: /\/assets\/enhance-[\w-]+\.js$/,
  /** Swiper's core, one chunk imported by app/enhance/carousel-controls.ts. */
  swiper: /\/assets\/swiper-[\w-]+\.js$/,
  /** The contact form's island: its entry, React DOM, React, the form and its copies (decision 018). */
  island: /\/assets\/(hydrate-contact-form|client|react|jsx-runtime|contact-form)-[\w-]+\.js$/,
};
type ScriptGroup = keyof typeof scriptGroups;

interface ScriptGate {
  /** Resolves once the page has asked for a script of the group (held or not). */
  requested: (group: ScriptGroup) => Promise<void>;
  /** Lets the group's scripts through, those waiting and those to come. */
  release: (group: ScriptGroup) => void;
  releaseAll: () => void;
}

/** Holds the page's scripts of the `held` groups at the network until released. */
async function holdScripts(page: Page, held: ScriptGroup[]): Promise<ScriptGate> {
  const groups = Object.keys(scriptGroups) as ScriptGroup[];
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const asked = new Map(groups.map((group) => [group, deferred()]));
  const open = new Map(groups.map((group) => [group, deferred()]));
  for (const group of groups) if (!held.includes(group)) open.get(group)!.resolve();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const group = groups.find((candidate) => scriptGroups[candidate].test(route.request().url()));
    if (group) {
      asked.get(group)!.resolve();
      await open.get(group)!.promise;
    }
    // The test may have closed the page meanwhile.
    await route.continue().catch(() => {});
  });
  return {
    requested: (group) =>
      withDeadline(asked.get(group)!.promise, `the page never asked for a script of the group "${group}"`),
    release: (group) => open.get(group)!.resolve(),
    releaseAll: () => {
      for (const gate of open.values()) gate.resolve();
    },
  };
}

/** Fails with `what` rather than hang: a renamed chunk or a changed start must say so. */
async function withDeadline<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs in the page before its scripts: holds every `scheduler.yield()` made once
 * Swiper's core has loaded, until the test calls `takeovers.release()`. The site
 * yields there in one place only, the carousel's `nextTask()`, after Swiper's
 * chunks have run and before the carousel is built (the enhancer's own yields,
 * between elements, come before Swiper is asked for); should that change,
 * `takeoverHeld` fails by name.
 */
function holdTakeovers() {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  const original = scheduler?.yield?.bind(scheduler);
  if (!scheduler || !original) return;
  const waiting: (() => void)[] = [];
  let released = false;
  const swiperLoaded = () =>
    performance.getEntriesByType("resource").some((entry) => /\/assets\/swiper-[\w-]+\.js$/.test(entry.name));
  scheduler.yield = () =>
    released || !swiperLoaded() ? original() : new Promise<void>((resolve) => waiting.push(resolve));
  Object.assign(window, {
    takeovers: {
      held: () => waiting.length,
      release: () => {
        released = true;
        for (const resume of waiting.splice(0)) resume();
      },
    },
  });
}

interface Takeovers {
  held: () => number;
  release: () => void;
}

async function takeoverHeld(page: Page) {
  await page
    .waitForFunction(() => ((window as unknown as { takeovers?: Takeovers }).takeovers?.held() ?? 0) > 0, undefined, {
      timeout: 20_000,
    })
    .catch(() => {
      throw new Error("Swiper's takeover never reached its scheduler.yield(): see app/enhance/carousel-controls.ts");
    });
}

/**
 * Every carousel Swiper starts at this scroll has been taken over: those within
 * 300 px of the viewport, the enhancer's margin (app/enhance/carousel-controls.ts).
 */
async function everythingRun(page: Page) {
  await enhanced(page);
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      [...document.querySelectorAll<HTMLElement>('[data-module~="carousel"]')].every((carousel) => {
        const box = carousel.getBoundingClientRect();
        const near = box.height > 0 && box.bottom > -300 && box.top < innerHeight + 300;
        return !near || carousel.querySelector(".swiper-initialized") !== null;
      }),
    undefined,
    { timeout: 20_000 },
  );
}

/** What the console reported as errors, but /404's own status, which Chromium logs as one. */
const scriptErrors = (errors: string[]) => errors.filter((error) => !error.includes("status of 404 (Not Found)"));

async function slowCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}

type Stage =
  | "before any script"
  | "enhancer run, Swiper on its way"
  | "Swiper's code run, takeover held"
  | "everything run";

interface Interaction {
  name: string;
  viewport: { width: number; height: number };
  /** A touch tap (phone) or a mouse click (desktop). */
  touch: boolean;
  control: (page: Page) => Locator;
  /** The input's answer shows. */
  answered: (page: Page) => Promise<boolean>;
  /** What is wrong once every script has run after the input, if anything. */
  notKept: (page: Page) => Promise<string | undefined>;
}

const carousel = (page: Page) => page.locator(`[aria-roledescription="${carouselMessages.roleDescription}"]`).first();

const menu: Interaction = {
  name: "the menu (tap, 375 px)",
  viewport: viewports.phone,
  touch: true,
  control: (page) => page.getByRole("banner").getByRole("button", { name: /menu/i }),
  answered: (page) => page.getByRole("banner").getByRole("link", { name: "Maintenance", exact: true }).isVisible(),
  notKept: (page) =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>("header button[popovertarget]");
      const list = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
      if (!button || !list?.matches(":popover-open")) return "the menu closed once the scripts had run";
      // The enhancer names the button after the menu's state (app/enhance/menu.ts).
      if (button.getAttribute("aria-label") !== button.dataset.closeLabel)
        return `the open menu's button is named "${button.getAttribute("aria-label")}"`;
      return undefined;
    }),
};

const contactDetails: Interaction = {
  name: "the contact details (click, 1280 px)",
  viewport: viewports.desktop,
  touch: false,
  control: (page) => page.getByRole("button", { name: "Coordonnées de contact" }),
  answered: (page) => page.getByRole("button", { name: "Fermer le panneau de contact" }).isVisible(),
  notKept: async (page) =>
    (await page.getByRole("button", { name: "Fermer le panneau de contact" }).isVisible())
      ? undefined
      : "the contact details closed once the scripts had run",
};

const carouselPause: Interaction = {
  name: "the carousel's pause (click, 1280 px)",
  viewport: viewports.desktop,
  touch: false,
  control: (page) => carousel(page).getByRole("button", { name: carouselMessages.pause }),
  answered: async (page) => (await carousel(page).getByRole("button", { name: carouselMessages.play }).count()) === 1,
  notKept: async (page) => {
    // The pointer leaves the carousel: Swiper resumes a carousel paused by hovering, never one stopped.
    await page.mouse.move(1, 1);
    const { label, playing, tookOver, turning } = await carousel(page).evaluate((root) => {
      const toggle = root.querySelector<HTMLButtonElement>(".carousel__toggle");
      const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
      return {
        label: toggle?.getAttribute("aria-label"),
        playing: toggle?.dataset.playing,
        tookOver: (viewport as { swiper?: unknown } | null)?.swiper !== undefined,
        turning: viewport?.dataset.turning,
      };
    });
    if (!tookOver) return "Swiper never took the carousel over";
    if (turning !== "false") return `the carousel turns by itself again after the pause (turning: ${turning})`;
    if (label !== carouselMessages.play || playing !== "false")
      return `the button says "${label}" (playing ${playing})`;
    return undefined;
  },
};

interface PageUnderTest {
  path: string;
  interactions: Interaction[];
  /** Whether Swiper takes a carousel over at the top of the page, at that width. */
  swiperAtTheTop: { phone: boolean; desktop: boolean };
}

const pages: PageUnderTest[] = [
  {
    path: "/montage",
    interactions: [menu, contactDetails, carouselPause],
    swiperAtTheTop: { phone: false, desktop: true },
  },
  { path: "/", interactions: [menu, contactDetails, carouselPause], swiperAtTheTop: { phone: true, desktop: true } },
  // /404 has no carousel.
  { path: "/404", interactions: [menu, contactDetails], swiperAtTheTop: { phone: false, desktop: false } },
];

/** What each state holds at the network; the last two hold nothing there. */
const heldIn: Record<Stage, ScriptGroup[]> = {
  "before any script": ["enhancer", "swiper"],
  "enhancer run, Swiper on its way": ["swiper"],
  "Swiper's code run, takeover held": [],
  "everything run": [],
};

const inWords: Record<Stage, string> = {
  "before any script": "before any script has run",
  "enhancer run, Swiper on its way": "after the enhancer, Swiper's chunk on its way",
  "Swiper's code run, takeover held": "once Swiper's code has run, its takeover held",
  "everything run": "once everything has run",
};

/** Whether Swiper starts on that page at the control's width without scrolling. */
const swiperStarts = (page: PageUnderTest, interaction: Interaction) =>
  interaction.viewport === viewports.phone ? page.swiperAtTheTop.phone : page.swiperAtTheTop.desktop;

/** The states a control's first input is tried in, on that page. */
function stagesFor(page: PageUnderTest, interaction: Interaction): Stage[] {
  if (interaction === carouselPause)
    return ["enhancer run, Swiper on its way", "Swiper's code run, takeover held", "everything run"];
  // Where no Swiper starts, "enhancer run" is "everything run".
  return swiperStarts(page, interaction)
    ? ["before any script", "enhancer run, Swiper on its way", "everything run"]
    : ["before any script", "everything run"];
}

interface Aim {
  scrollY: number;
  x: number;
  y: number;
}

async function input(page: Page, interaction: Interaction) {
  const control = interaction.control(page);
  if (interaction.touch) await control.tap();
  else await control.click();
}

async function expectAnswered(expect: ExpectStatic, page: Page, interaction: Interaction, when: string) {
  await expect
    .poll(() => interaction.answered(page), {
      timeout: answerWithinMs,
      message: `${interaction.name}, ${when}: no answer`,
    })
    .toBe(true);
}

/**
 * One fresh page held in `stage`, one input there: it must be answered, and
 * still be once every script has arrived and run. Returns where the control
 * was, for the real-timing try.
 */
async function firstInputIn(
  expect: ExpectStatic,
  { path }: PageUnderTest,
  interaction: Interaction,
  stage: Stage,
  swiper: boolean,
) {
  const { page, context, errors } = await openPage(browser(), {
    viewport: interaction.viewport,
    hasTouch: interaction.touch,
  });
  try {
    const gate = await holdScripts(page, heldIn[stage]);
    if (stage === "Swiper's code run, takeover held") await page.addInitScript(holdTakeovers);
    await page.goto(baseURL + path, { waitUntil: "commit" });
    const control = interaction.control(page);
    if (stage === "before any script") {
      await gate.requested("enhancer");
      await control.waitFor();
      expect(await page.evaluate(() => "enhanced" in document.documentElement.dataset)).toBe(false);
    } else {
      await enhanced(page);
      await page.waitForFunction(() => document.readyState === "complete");
      await control.scrollIntoViewIfNeeded();
      if (stage === "enhancer run, Swiper on its way") {
        if (swiper || interaction === carouselPause) await gate.requested("swiper");
      } else if (stage === "Swiper's code run, takeover held") {
        await takeoverHeld(page);
        expect(
          await carousel(page).locator(".swiper-initialized").count(),
          "the carousel was built before its takeover was held",
        ).toBe(0);
      } else {
        await everythingRun(page);
        if (interaction === carouselPause)
          expect(
            await carousel(page).locator(".carousel__viewport").getAttribute("data-turning"),
            "the carousel turns by itself before the pause",
          ).toBe("true");
      }
    }
    const box = await control.boundingBox();
    const aim = box && {
      scrollY: await page.evaluate(() => scrollY),
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    };
    await input(page, interaction);
    await expectAnswered(expect, page, interaction, stage);
    gate.releaseAll();
    await page.evaluate(() => (window as unknown as { takeovers?: Takeovers }).takeovers?.release());
    await everythingRun(page);
    expect(await interaction.notKept(page), `${interaction.name}, input ${stage}`).toBeUndefined();
    expect(scriptErrors(errors)).toEqual([]);
    return aim;
  } finally {
    await context.close();
  }
}

/** One fresh page on the slowed CPU, nothing held, one input at the load event where the control was. */
async function firstInputAtLoad(expect: ExpectStatic, path: string, interaction: Interaction, aim: Aim) {
  const { page, context, errors } = await openPage(browser(), {
    viewport: interaction.viewport,
    hasTouch: interaction.touch,
  });
  try {
    await slowCpu(page);
    await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
    if (aim.scrollY > 0) await page.evaluate((y) => window.scrollTo(0, y), aim.scrollY);
    await page.waitForLoadState("load");
    if (interaction.touch) await page.touchscreen.tap(aim.x, aim.y);
    else await page.mouse.click(aim.x, aim.y);
    await expectAnswered(expect, page, interaction, "at the load event, CPU slowed 4×");
    await everythingRun(page);
    expect(await interaction.notKept(page), `${interaction.name}, input at the load event`).toBeUndefined();
    expect(scriptErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}

describe.each(pages)("the first input on $path", (page) => {
  for (const interaction of page.interactions)
    for (const stage of stagesFor(page, interaction)) {
      const title =
        stage === "everything run"
          ? `${interaction.name} answers once everything has run, and at the load event on a CPU slowed 4×`
          : `${interaction.name} answers ${inWords[stage]}, and keeps its answer once the scripts have run`;
      it(title, async ({ expect }) => {
        const aim = await firstInputIn(expect, page, interaction, stage, swiperStarts(page, interaction));
        if (stage !== "everything run") return;
        if (!aim) throw new Error(`${interaction.name} has no box on ${page.path}`);
        await firstInputAtLoad(expect, page.path, interaction, aim);
      });
    }
});

describe.each(pages.filter((page) => page.interactions.includes(carouselPause)))("the carousel on $path", (page) => {
  it("shows its buttons only once the enhancer has run: no control on show that cannot answer yet", async ({
    expect,
  }) => {
    const { page: tab, context } = await openPage(browser(), { viewport: carouselPause.viewport });
    try {
      const gate = await holdScripts(tab, ["enhancer", "swiper"]);
      await tab.goto(baseURL + page.path, { waitUntil: "commit" });
      await gate.requested("enhancer");
      const buttons = carousel(tab).locator(".carousel__button");
      await buttons.first().waitFor({ state: "attached" });
      const shown = () =>
        buttons.evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).visibility !== "hidden").length);
      expect(await shown(), "buttons shown before the enhancer").toBe(0);
      gate.releaseAll();
      await enhanced(tab);
      expect(await shown(), "buttons hidden after the enhancer").toBe(await buttons.count());
    } finally {
      await context.close();
    }
  });
});

/*
 * The contact form is a React island that wakes when the visitor comes near
 * (decision 018). What they type from the moment its fields are painted, while
 * the page loads, while React DOM and the form are on their way and while React
 * takes the form over, must all be there after, with focus and caret where they
 * were (the caret in the middle of the text, where a value changed by script
 * would have sent it to the end); and the first submit after waking is React's:
 * validated in place, no page load. The CPU is slowed four times: the keys race
 * React's start, which lasts longer.
 *
 * Two driven tries: scrolled from the top (React held while the name and the
 * start of the message are typed, released mid-message), and arriving at
 * /#contact (the enhancer held too: the name is typed before any script has
 * run, the page loads under the typing, when Chromium clears focus because the
 * fragment's target is not focusable, and the enhancer must give it back).
 * Keys go on one at a time from the release until React has the form, so any
 * moment of its start longer than a key lands between two keys; then more keys
 * into the awake form. Two real-timing tries type from the first paint with
 * nothing held, as visitors do, for moments the driven ones do not name. A
 * submit pressed while the island loads is contact-form.test.ts's.
 */
const typedName = "Nadia Bennani";
/** Typed while React is held; the caret then goes back before " banc". */
const messageWhileHeld = "Bonjour, je souhaite un banc didactique.";
const caretBack = " banc didactique.".length;
/**
 * Typed at the caret from React's release, one key at a time: the words, then as many
 * " très" as React's start lasts (300 keys at most).
 */
const messageWhileWaking = " devis pour un";
const moreWhileWaking = " très".repeat(60);
/** Typed at the caret into the awake form. */
const messageAwake = " petit";
/** The message, `inserted` typed at the caret. */
const messageWith = (inserted: string) =>
  messageWhileHeld.slice(0, -caretBack) + inserted + messageWhileHeld.slice(-caretBack);
const typedMessage = messageWith(messageWhileWaking + messageAwake);

/** Runs in the page before its scripts: the island's state as each key reached a field. */
function recordKeys() {
  const keys: string[] = [];
  Object.assign(window, { keys });
  addEventListener(
    "input",
    () => {
      const island = document.querySelector<HTMLElement>('[data-module="contact-form"]')?.dataset.island;
      keys.push(island ?? ("enhanced" in document.documentElement.dataset ? "asleep" : "no script"));
    },
    true,
  );
}

const keysSoFar = (page: Page) => page.evaluate(() => (window as unknown as { keys: string[] }).keys.slice());

/** What is wrong with the form after the island woke, if anything; then its first submit. */
async function formAfterWake(page: Page, message: string, caret: number): Promise<string | undefined> {
  const state = await page.evaluate(() => {
    const field = document.activeElement as HTMLTextAreaElement | null;
    return {
      name: (document.getElementById("contact-name") as HTMLInputElement).value,
      message: (document.getElementById("contact-message") as HTMLTextAreaElement).value,
      focused: field?.id,
      caret: [field?.selectionStart, field?.selectionEnd],
    };
  });
  if (state.name !== typedName || state.message !== message)
    return `"${state.name}" / "${state.message}" after the wake`;
  if (state.focused !== "contact-message" || state.caret[0] !== caret || state.caret[1] !== caret)
    return `focus on ${state.focused}, caret at ${state.caret.join("–")} instead of ${caret}`;
  // React has the values: submitting without an e-mail flags the e-mail alone, on this same page.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator(".contact-form__submit").click();
  await page.locator(".contact-form__error").first().waitFor();
  const shown = await page.locator(".contact-form__error").allTextContents();
  if (JSON.stringify(shown) !== JSON.stringify([contactFormCopy.errors.email]))
    return `errors shown ${JSON.stringify(shown)}`;
  if (!(await page.evaluate(() => "samePage" in window))) return "the page was loaded again";
  return undefined;
}

type Arrival = "/" | "/#contact";

/** A driven try: React held while typing, released mid-message; at /#contact the enhancer held first. */
async function typeWhileHeld(expect: ExpectStatic, arrival: Arrival) {
  const { page, context, errors } = await openPage(browser(), { viewport: viewports.phone, hasTouch: true });
  try {
    await slowCpu(page);
    await page.addInitScript(recordKeys);
    const gate = await holdScripts(page, arrival === "/#contact" ? ["enhancer", "island"] : ["island"]);
    await page.goto(baseURL + arrival, { waitUntil: "commit" });
    const name = page.locator("#contact-name");
    if (arrival === "/#contact") {
      await gate.requested("enhancer");
      await name.tap();
      await page.keyboard.type("Nadia ");
      gate.release("enhancer");
      // Keys go on while the enhancer runs and the page loads, then after the load event, when
      // Chromium clears the focus of a field under a fragment that is not focusable.
      for (const key of "Be") await page.keyboard.type(key);
      await page.waitForFunction(() => document.readyState === "complete");
      await page.keyboard.type("nnani");
    } else {
      await enhanced(page);
      // The tap scrolls the field into view: the island wakes on approach and on the tap.
      await name.tap();
      await page.keyboard.type(typedName);
    }
    await gate.requested("island");
    // Arriving at /#contact, the name's keys met the page before and while it loaded.
    const keysAsleep = arrival === "/#contact" ? (await keysSoFar(page)).length : 0;
    await page.locator("#contact-message").tap();
    await page.keyboard.type(messageWhileHeld);
    for (let key = 0; key < caretBack; key++) await page.keyboard.press("ArrowLeft");
    const keysHeld = (await keysSoFar(page)).length;
    gate.release("island");
    let typedWaking = "";
    for (const key of messageWhileWaking + moreWhileWaking) {
      if (typedWaking.length >= messageWhileWaking.length && (await page.locator("[data-island=awake]").count()) > 0)
        break;
      await page.keyboard.type(key);
      typedWaking += key;
    }
    await islandAwake(page);
    await page.keyboard.type(messageAwake);
    const keys = await keysSoFar(page);
    const states = (from: number, to: number) => new Set(keys.slice(from, to));
    // The island woke on approach: every key up to React's release reached the plain HTML form.
    expect([...states(keysAsleep, keysHeld)]).toEqual(["waking"]);
    if (arrival === "/#contact") expect([...states(0, "Nadia ".length)]).toEqual(["no script"]);
    expect([...states(keys.length - messageAwake.length, keys.length)]).toEqual(["awake"]);
    const wakingKeys = keys.slice(keysHeld, keys.length - messageAwake.length).filter((state) => state === "waking");
    console.log(
      `${arrival}: ${keysHeld} keys before React's release, then ${wakingKeys.length} of ${typedWaking.length} while it woke`,
    );
    // The first key after the release goes before 78 KB of script can have arrived and run.
    expect(wakingKeys.length, "no key landed while React took the form over").toBeGreaterThan(0);
    const inserted = typedWaking + messageAwake;
    const caret = messageWhileHeld.length - caretBack + inserted.length;
    expect(await formAfterWake(page, messageWith(inserted), caret)).toBeUndefined();
    expect(scriptErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** A real-timing try: nothing held, typing from the first paint of the fields. */
async function typeFromFirstPaint(expect: ExpectStatic, arrival: Arrival) {
  const { page, context, errors } = await openPage(browser(), { viewport: viewports.phone });
  try {
    await slowCpu(page);
    await page.addInitScript(recordKeys);
    await page.goto(baseURL + arrival, { waitUntil: "commit" });
    const name = page.locator("#contact-name");
    await name.waitFor({ state: "visible" });
    await name.pressSequentially(typedName);
    await page.locator("#contact-message").pressSequentially(typedMessage);
    await islandAwake(page);
    const keys = await keysSoFar(page);
    console.log(
      `${arrival}, real timing: ${keys.filter((state) => state !== "awake").length} of ${keys.length} keys before React had the form`,
    );
    expect(await formAfterWake(page, typedMessage, typedMessage.length)).toBeUndefined();
    expect(scriptErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}

describe("the contact form's first keystrokes, CPU slowed 4×", () => {
  it.for<Arrival>(["/", "/#contact"])(
    "%s: keeps what is typed before, while and after React takes the form over, driven",
    async (arrival, { expect }) => {
      await typeWhileHeld(expect, arrival);
    },
  );
  it.for<Arrival>(["/", "/#contact"])(
    "%s: keeps what is typed from the first paint, real timing",
    async (arrival, { expect }) => {
      await typeFromFirstPaint(expect, arrival);
    },
  );
});

/**
 * Runs in the page before its scripts: every `scheduler.yield()` is held, and each reading of the
 * clock is 10 ms later than the last (every element over the enhancer's time slice), so the
 * enhancer stops between two elements, as a slow phone's start can at any of them.
 */
function holdTheEnhancerBetweenElements() {
  const realNow = performance.now.bind(performance);
  let skew = 0;
  performance.now = () => {
    skew += 10;
    return realNow() + skew;
  };
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) scheduler.yield = () => new Promise<void>(() => {});
}

describe("an element the first input reaches before its turn", () => {
  it("is enhanced on the spot, so the carousel's pause answers", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.desktop });
    try {
      await page.addInitScript(holdTheEnhancerBetweenElements);
      await page.goto(`${baseURL}/`);
      await page.waitForSelector("html[data-enhancing]", { state: "attached" });
      // The enhancer is held before the carousel: it is not enhanced yet.
      expect(await page.locator("html[data-enhanced]").count()).toBe(0);
      const toggle = carousel(page).locator(".carousel__toggle");
      expect(await carousel(page).locator(".carousel__track").getAttribute("aria-live")).toBeNull();
      await toggle.click();
      expect(await carouselPause.answered(page)).toBe(true);
      expect(await toggle.getAttribute("data-playing")).toBe("false");
      expect(scriptErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
