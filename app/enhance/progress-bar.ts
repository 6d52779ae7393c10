import { firstTime } from "#app/enhance/once.ts";
import progressStyles from "#app/styles/navigation-progress.css?url";

/**
 * The red bar at the top of the page (spec §2, §9), for document navigations
 * (`data-module="navigation-progress"`): it grows from the click on a link to
 * another page of the site until that page replaces this one, and the new page
 * finishes it (fills, then fades) on its first display.
 */

type ProgressState = "idle" | "loading" | "done";

/** Tells the next page that a click on this one started its navigation. */
const arrivalKey = "navigation-progress:clicked-at";
/** A click older than this did not lead to the page now showing. */
const arrivalWindowMs = 15_000;

const started = new WeakSet<Element>();

export function initNavigationProgress(progress: HTMLElement): void {
  if (!firstTime(started, progress)) return;
  // Its styles travel with this script, not in every page's first round trip (decision 004): a
  // long-cached file, in place before any click, and from the cache when the next page finishes it.
  const styles = Object.assign(document.createElement("link"), { rel: "stylesheet", href: progressStyles });
  document.head.appendChild(styles);
  document.addEventListener("click", (event) => {
    if (!leavesForAnotherPage(event)) return;
    show(progress, "loading");
    remember(String(Date.now()));
  });
  // Back to this page from the back/forward cache: it is shown as it was left, bar and all.
  addEventListener("pagehide", () => show(progress, "idle"));
  if (document.prerendering) {
    document.addEventListener("prerenderingchange", () => finishArrival(progress), { once: true });
  } else finishArrival(progress);
}

function finishArrival(progress: HTMLElement) {
  const clickedAt = Number(remember(null));
  if (clickedAt && Date.now() - clickedAt < arrivalWindowMs) show(progress, "done");
}

function show(progress: HTMLElement, state: ProgressState) {
  progress.dataset.state = state;
  progress.setAttribute("aria-hidden", String(state !== "loading"));
  progress.firstElementChild?.setAttribute("aria-busy", String(state === "loading"));
}

/** A plain left click on a link to another document of this site, opening in this tab. */
function leavesForAnotherPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target && link.target !== "_self") return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return false;
  // Only the hash changes: the browser scrolls within this page.
  return url.pathname !== location.pathname || url.search !== location.search;
}

/** Stores `value` (or, given null, takes the stored one away and returns it); storage may be off. */
function remember(value: string | null): string | null {
  try {
    if (value !== null) {
      sessionStorage.setItem(arrivalKey, value);
      return value;
    }
    const stored = sessionStorage.getItem(arrivalKey);
    sessionStorage.removeItem(arrivalKey);
    return stored;
  } catch {
    return null;
  }
}
