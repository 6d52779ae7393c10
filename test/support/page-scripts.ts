/** The one script every page loads: the enhancer, an async module (decision 003). */
export const enhancerScript = /^type="module" async="" src="(\/assets\/enhance-[\w-]+\.js)"$/;

/** The attributes of each `<script>` in a page's HTML, its JSON-LD data left out: that is data, not script. */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1].trim())
    .filter((attributes) => attributes !== 'type="application/ld+json"');
}
