/**
 * Every page starts at its top, or at the section its address names (spec §2:
 * browser scroll restoration is off). New documents do so by themselves; a page
 * left for the back/forward cache is put back at its start (menus closed by
 * their own modules) before it is stored, so Back shows it as a fresh visit.
 */
export function startScrollPosition(): void {
  history.scrollRestoration = "manual";
  addEventListener("pagehide", (event) => {
    if (!event.persisted) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
}
