import { type Browser, chromium, type Page } from "playwright-core";
import { mainNavigation } from "#app/content/navigation.ts";
import { prerenderedPaths } from "#app/content/pages.ts";
import { chromiumFlags, chromiumPath } from "#harness/browser.ts";

/**
 * How fast one content page leads to the next (issue #11, docs/decisions/005),
 * in Chromium on the local server: from a click on a menu link to the next
 * page's first contentful paint, as a visitor with a mouse does it (the pointer
 * rests on the link for a moment first, which is when the speculation rules
 * fetch the page), and whether Back is served from the back/forward cache.
 *
 * Playwright starts Chromium without the back/forward cache: it is turned back
 * on here. Prerendering stays off under automation (Chromium reports
 * "PrerenderingDisabledByDevTools"), so what is measured is the prefetch.
 */

/** The content pages of the menu, which a visitor goes through one after the other. */
const menuPages = mainNavigation.map((link) => link.to).filter((path) => prerenderedPaths.includes(path));
/** How long the pointer rests on a link before the click: a moderate speculation starts after 200 ms. */
const hoverMs = 300;

export interface NavigationResult {
  /** Click to the next page's first contentful paint, each navigation, in ms. */
  clickToFcpMs: number[];
  p75Ms: number;
  /** Back navigations restored from the back/forward cache, of those tried. */
  backFromCache: { restored: number; tried: number; reasons: string[] };
}

export async function measureNavigations(siteUrl: string, navigations = 20): Promise<NavigationResult> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    return await measureWith(browser, siteUrl, navigations);
  } finally {
    await browser.close();
  }
}

async function measureWith(browser: Browser, siteUrl: string, navigations: number): Promise<NavigationResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  const reasons: string[] = [];
  cdp.on("Page.backForwardCacheNotUsed", (event) => {
    reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason));
  });

  const clickToFcpMs: number[] = [];
  let restored = 0;
  let tried = 0;
  await page.goto(siteUrl + menuPages[0], { waitUntil: "load" });
  for (let i = 0; i < navigations; i++) {
    const to = menuPages[(i + 1) % menuPages.length];
    clickToFcpMs.push(await clickToFcp(page, siteUrl, to));
    // Every fourth navigation, go back once and come again: is the page kept whole?
    if (i % 4 === 3) {
      tried += 1;
      if (await backIsRestored(page)) restored += 1;
      await page.goForward({ waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState === "complete");
    }
  }
  await context.close();
  const sorted = [...clickToFcpMs].sort((a, b) => a - b);
  return {
    clickToFcpMs,
    p75Ms: sorted[Math.ceil(0.75 * sorted.length) - 1],
    backFromCache: { restored, tried, reasons: [...new Set(reasons)] },
  };
}

/** Hovers the menu link to `path`, clicks it, and returns the time from the click to the new page's FCP. */
async function clickToFcp(page: Page, siteUrl: string, path: string): Promise<number> {
  const link = page.locator(`#main-navigation a[href="${path}"]`);
  await link.hover();
  await page.waitForTimeout(hoverMs);
  // The click's time on the shared clock (epoch ms), kept for the next document to read.
  await page.evaluate(() =>
    document.addEventListener(
      "click",
      (event) => sessionStorage.setItem("audit:clicked-at", String(performance.timeOrigin + event.timeStamp)),
      { capture: true, once: true },
    ),
  );
  await link.click();
  await page.waitForURL(siteUrl + path);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          const clickedAt = Number(sessionStorage.getItem("audit:clicked-at"));
          resolve(performance.timeOrigin + paint.startTime - clickedAt);
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

/** Goes back one page and tells whether it came from the back/forward cache (its script state survived). */
async function backIsRestored(page: Page): Promise<boolean> {
  await page.goBack({ waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState === "complete");
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // A restored page kept the document of its first load; a reloaded one is a back_forward load.
    return navigation?.type !== "back_forward";
  });
}
