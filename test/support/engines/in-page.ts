// Functions run inside the page, alike in every engine: each synchronous and self-contained (engines serialise them,
// and Firefox with scripting off never settles a promise in the page), so they share no helper.

/**
 * How much of the element a visitor can see, from 0 to 1: its box, cut by every ancestor that clips its overflow and,
 * when `inWindow`, by the window (otherwise an element below the fold counts: the visitor scrolls to it). 0 when it is
 * not rendered, invisible or fully transparent. Ancestors above an element in the top layer (open popover, modal
 * dialog) or fixed in place do not clip it.
 */
export function shownFraction(element: Element, { inWindow }: { inWindow: boolean }): number {
  if (!element.isConnected) return 0;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 0;
  let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
  const escapesAncestors = (node: Element) =>
    node.matches(":popover-open, :modal") || getComputedStyle(node).position === "fixed";
  for (let node = escapesAncestors(element) ? null : element.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX !== "visible" || style.overflowY !== "visible") {
      const clip = node.getBoundingClientRect();
      if (style.overflowX !== "visible") [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (style.overflowY !== "visible") [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    if (escapesAncestors(node)) break;
  }
  if (inWindow) {
    [left, right] = [Math.max(left, 0), Math.min(right, document.documentElement.clientWidth)];
    [top, bottom] = [Math.max(top, 0), Math.min(bottom, document.documentElement.clientHeight)];
  }
  if (right <= left || bottom <= top) return 0;
  return ((right - left) * (bottom - top)) / (box.width * box.height);
}

/**
 * The point a click lands on, as WebDriver defines it: the centre of the part of the element inside the window, after
 * scrolling it into view if it is not wholly in view. Or why it cannot: like WebDriver's "element click intercepted",
 * a click never lands on whatever covers the element.
 */
export function clickPoint(element: Element): { x: number; y: number } | { error: string } {
  const { clientWidth, clientHeight } = element.ownerDocument.documentElement;
  let box = element.getBoundingClientRect();
  // Not only when it is out of view: a sliver at the window's edge (a button 1 px in view) is not where a visitor clicks.
  if (box.top < 0 || box.left < 0 || box.bottom > clientHeight || box.right > clientWidth) {
    element.scrollIntoView({ block: "center", inline: "nearest" });
    box = element.getBoundingClientRect();
  }
  const [left, right] = [Math.max(box.left, 0), Math.min(box.right, clientWidth)];
  const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, clientHeight)];
  if (right <= left || bottom <= top) return { error: "no part of the element is inside the window (hidden?)" };
  const point = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const hit = element.ownerDocument.elementFromPoint(point.x, point.y);
  if (hit !== element && !element.contains(hit)) {
    return { error: `another element would receive the click: ${hit ? hit.outerHTML.slice(0, 120) : "nothing"}` };
  }
  return point;
}

/** Selects the field's content, so that typing replaces it. */
export function focusAndSelect(element: Element): void {
  (element as HTMLElement).focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
}

/**
 * For each element, whether it is in the accessibility tree by the usual rules (rendered, not `visibility: hidden`, not
 * under `aria-hidden`: Chromium leaves the others out of a lookup by role itself, WebKit's WebDriver and Firefox's
 * locator still give them a role), and the name a reader most likely gets for it from the DOM alone: only a guess,
 * which Firefox then confirms by its own accessibility tree (its locator matches exact names only).
 */
export function exposedAndLikelyNames(...elements: Element[]): [boolean[], string[]] {
  const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const likelyName = (element: Element) => {
    const label = element.getAttribute("aria-label");
    if (label) return clean(label);
    const labelledBy = element.getAttribute("aria-labelledby")?.trim().split(/\s+/);
    const byId = (id: string) => element.ownerDocument.getElementById(id)?.textContent;
    if (labelledBy?.[0]) return clean(labelledBy.map(byId).join(" "));
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map((node) => node.textContent).join(" "));
    return clean(element.textContent);
  };
  const exposed = elements.map(
    (element) =>
      element.checkVisibility({ visibilityProperty: true }) && element.closest('[aria-hidden="true"]') === null,
  );
  return [exposed, elements.map(likelyName)];
}

/**
 * Turns off the page's cross-document view transition (decision 005): WebKitGTK 2.50 crashes on one when it draws
 * without DMA-BUF, the only way it animates under Xvfb. A constructed sheet comes last in the cascade, and the policy
 * on styles does not apply to it.
 */
export function withoutViewTransition(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("@view-transition { navigation: none; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
