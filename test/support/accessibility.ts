import axe from "axe-core";
import type { ElementHandle, Page } from "playwright-core";
import { fadeInsEnded } from "#harness/browser.ts";

/** The WCAG 2.2 level A and AA rule sets axe-core knows. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The best practices Lighthouse's accessibility score also weighs, so that a 100 there is checked here too. */
const lighthouseExtraRules = [
  "empty-heading",
  "heading-order",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "landmark-one-main",
  "skip-link",
  "tabindex",
  "target-size",
  "label-content-name-mismatch",
];

/**
 * axe-core's violations of the settled page, one line each (rule, impact, elements). Frames are left out: the map's is
 * another site's document. axe is loaded once per document: its 1.5 MB cost as much CPU as a run.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await fadeInsEnded(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, extraRules }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: ["iframe"] },
        {
          runOnly: { type: "tag", values: tags },
          // A rule enabled by name runs besides the tags' rules (axe-core's ruleShouldRun).
          rules: Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
          resultTypes: ["violations"],
          iframes: false,
        },
      );
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
    },
    { tags: wcagTags, extraRules: lighthouseExtraRules },
  );
}

/**
 * Whether the pointer rests on the element (if not, whether it is in a slide that may have moved away), then the WCAG
 * contrast of its text, hovered then also focused, over the first opaque background up the tree. One round trip.
 */
export function hoverThenFocusContrast(
  element: ElementHandle<HTMLElement | SVGElement>,
  slideSelector: string,
): Promise<{ underPointer: boolean; inSlide: boolean; hovered: number; focused: number }> {
  return element.evaluate((node, slide) => {
    const underPointer = node.matches(":hover");
    const inSlide = node.closest(slide) !== null;
    if (!underPointer) return { underPointer, inSlide, hovered: 0, focused: 0 };
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrastNow = () => {
      const layers: Rgba[] = [];
      for (let ancestor: Element | null = node; ancestor; ancestor = ancestor.parentElement) {
        const background = parse(getComputedStyle(ancestor).backgroundColor);
        if (background[3] > 0) layers.push(background);
        if (background[3] >= 1) break;
      }
      let background: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) background = over(layer, background);
      const text = over(parse(getComputedStyle(node).color), background);
      const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const hovered = contrastNow();
    (node as HTMLElement).focus();
    return { underPointer, inSlide, hovered, focused: contrastNow() };
  }, slideSelector);
}

/**
 * The expanded state a screen reader hears: `popovertarget` and `command` buttons get it from the browser, not from
 * `aria-expanded` (the HTML checker forbids one there). Undefined out of the tree (behind a modal).
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { root } = await devtools.send("DOM.getDocument");
    const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await devtools.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.ignored
      ? undefined
      : nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await devtools.detach();
  }
}
