/** Reading the built site's HTML in workerd, with the HTML parser it ships (HTMLRewriter). */

const entities: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };
/** Undoes React's escaping of text and attribute values, in one pass so nothing is decoded twice. */
export const decodeEntities = (text: string): string => text.replace(/&(#x27|quot|lt|gt|amp);/g, (e) => entities[e]);

/** Runs the handlers on every element matching the selector. */
async function onEach(page: string, selector: string, handlers: HTMLRewriterElementContentHandlers): Promise<void> {
  await new HTMLRewriter().on(selector, handlers).transform(new Response(page)).text();
}

/** Attributes of every element matching the selector, as written (entities not decoded). */
export async function attributes(page: string, selector: string): Promise<Record<string, string>[]> {
  const found: Record<string, string>[] = [];
  await onEach(page, selector, {
    element: (element) =>
      void found.push(Object.fromEntries(element.attributes as unknown as Iterable<[string, string]>)),
  });
  return found;
}

/** Counts the elements matching each CSS selector. */
export const count = (page: string, ...selectors: string[]): Promise<number[]> =>
  Promise.all(selectors.map(async (selector) => (await attributes(page, selector)).length));

/** The text of every element matching the selector, entities decoded. */
export async function texts(page: string, selector: string): Promise<string[]> {
  const found: string[] = [];
  let current = "";
  await onEach(page, selector, {
    element(element) {
      current = "";
      element.onEndTag(() => void found.push(decodeEntities(current.trim())));
    },
    text(chunk) {
      current += chunk.text;
    },
  });
  return found;
}

/** Attributes whose words a visitor sees or hears: alternatives, labels, tooltips, placeholders. */
const readAttributes = ["alt", "aria-label", "title", "placeholder"];
/** The head's descriptions, which search results and link previews show. */
const readMeta = /^(description|og:title|og:description|og:image:alt|twitter:image:alt)$/;

/** Elements whose content is never shown as text. */
const hiddenContent = new Set(["script", "style", "template"]);
/** Elements without an end tag (HTMLRewriter refuses an end-tag handler on them). */
const voidElements = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/**
 * Everything of a page a person reads or hears, one run per line: text outside scripts and styles (the <title>
 * included), the attributes above and the head's descriptions. Elements break runs, so words of two never merge.
 */
export async function readableText(page: string): Promise<string> {
  const runs: string[] = [""];
  let hidden = 0;
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        runs.push("");
        for (const name of readAttributes) {
          const value = element.getAttribute(name);
          if (value) runs.push(value, "");
        }
        const meta = element.tagName === "meta" && (element.getAttribute("name") ?? element.getAttribute("property"));
        if (meta && readMeta.test(meta)) runs.push(element.getAttribute("content") ?? "", "");
        const hides = hiddenContent.has(element.tagName);
        if (hides) hidden += 1;
        if (voidElements.has(element.tagName)) return;
        element.onEndTag(() => {
          if (hides) hidden -= 1;
          runs.push("");
        });
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden === 0) runs[runs.length - 1] += chunk.text;
      },
    })
    .transform(new Response(page))
    .text();
  return runs
    .map((run) => decodeEntities(run).trim())
    .filter(Boolean)
    .join("\n");
}
