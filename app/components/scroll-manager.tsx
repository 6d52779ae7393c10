import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every navigation starts at the top of the new page, or at the section its
 * hash names (the 'Contact' link). The browser's own restoration is turned off
 * so that Back does not land mid-page either (spec §2).
 *
 * Focus moves with the view, as it would on a full page load: to the named
 * section, else to <main>. Keyboard users then continue from the new content
 * (not from a header link, or from a menu that has just closed), and screen
 * readers announce where they are.
 */
export function ScrollManager() {
  const location = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger: every navigation, even to the same path and hash.
  useEffect(() => {
    // The first page was loaded by the browser, which placed it already; moving
    // it at hydration would yank a visitor who started scrolling.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const focusTarget = target ?? document.getElementById("contenu");
    if (focusTarget) {
      if (focusTarget.tabIndex < 0 && !focusTarget.hasAttribute("tabindex")) focusTarget.setAttribute("tabindex", "-1");
      focusTarget.focus({ preventScroll: true });
    }
  }, [location.key, location.hash]);

  return null;
}
