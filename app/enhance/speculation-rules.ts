import { afterLoadWhenIdle } from "#app/enhance/after-load.ts";

/**
 * Prepares the next page before the click (decision 005): the site's content pages are
 * prerendered and the home page prefetched, when a link is hovered for 200 ms or pressed
 * (`moderate`). The home page is only prefetched: prerendering it would wake the contact form
 * for a page the visitor may not open.
 *
 * The rules used to come from a `Speculation-Rules` header naming a JSON file, which the browser
 * fetched as the page committed, next to the hero on the page's first round trips (decision 005).
 * Added here, they cost no request. A prerendered page's policy lets them in with
 * `'inline-speculation-rules'`, which allows speculation rules and no script. A page the Worker
 * renders has a nonce in its policy, and Chromium then lets in only the inline rules that carry it.
 *
 * Chromium works through the rules and the page's links as they are added, which made the
 * enhancer's first task three times longer (decision 005). Only the next page needs them, so they
 * wait, like Swiper and the web-vitals reporter, for the load event and an idle moment.
 */
/** Longest wait for an idle moment after `load` before the rules are added anyway. */
const idleTimeoutMs = 2_000;

const rules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: ["/", "/api/*", "/404", "/*.*"] } }],
      },
      eagerness: "moderate",
    },
  ],
  prefetch: [{ source: "document", where: { href_matches: "/" }, eagerness: "moderate" }],
};

/** Adds the rules where the browser understands them (Chromium today; others navigate as usual). */
export function startSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  void afterLoadWhenIdle(idleTimeoutMs).then(addRules);
}

function addRules(): void {
  const script = document.createElement("script");
  script.type = "speculationrules";
  script.textContent = JSON.stringify(rules);
  // Scripts read the nonce from any element the page gave it to (its stylesheets do).
  const nonce = document.querySelector<HTMLElement>("[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
