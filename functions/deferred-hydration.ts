/**
 * Starts React's JavaScript after the page has painted instead of during it
 * (docs/decisions/034-hydration-after-first-paint.md).
 *
 * React Router emits a modulepreload for every chunk a page needs and a module
 * script importing them. On a slow phone those ~120 KB compete with the HTML's
 * own CSS, font and images and push the first paint back by about a second.
 * The server-rendered page already works without JavaScript (real links, a form
 * that posts), so this rewrite drops the preloads, parks the module script under
 * an inert type, and appends a small script that starts it once the page has
 * loaded, or at the visitor's first interaction if that comes sooner.
 */

/** The type the module script waits under: browsers neither fetch nor run it. */
const parkedModuleType = "text/x-module-after-load";

/**
 * Runs in the browser, as written (no bundling): re-creates each parked module
 * script as a real one, with this script's nonce so the CSP allows it.
 */
const startScript = `(function () {
  var nonce = document.currentScript && document.currentScript.nonce;
  var started = false;
  var triggers = ["pointerdown", "keydown", "touchstart", "focusin"];
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { removeEventListener(type, start, true); });
    document.querySelectorAll('script[type="${parkedModuleType}"]').forEach(function (parked) {
      var script = document.createElement("script");
      script.type = "module";
      if (nonce) script.nonce = nonce;
      script.textContent = parked.textContent;
      document.head.appendChild(script);
    });
  }
  triggers.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  if (document.readyState === "complete") start();
  else addEventListener("load", function () { requestAnimationFrame(function () { setTimeout(start, 0); }); }, { once: true });
})();`;

/** Rewrites a server-rendered HTML page so its scripts start after the page has loaded. */
export function deferHydration(response: Response, nonce: string): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element: (link) => {
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element: (script) => {
        script.setAttribute("type", parkedModuleType);
        // A data block may not carry `async` (the W3C checker says so); the
        // module the starter re-creates is async anyway, being inserted by script.
        script.removeAttribute("async");
      },
    })
    .on("body", {
      element: (body) => {
        body.onEndTag((end) => {
          end.before(`<script nonce="${nonce}">${startScript}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
