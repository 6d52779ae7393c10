import type { Page } from "playwright-core";

/** A short description of what has focus, for matching and for failure messages. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "body";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ") ?? "";
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${name}`.trim();
  });
}

/**
 * Presses Tab until the focused element matches, as a keyboard user would,
 * and fails if it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, matches: (description: string) => boolean, limit = 80) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (matches(now)) return;
    seen.push(now);
  }
  throw new Error(`not reached with Tab after ${limit} presses; focus went through:\n${seen.join("\n")}`);
}
