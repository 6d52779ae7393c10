import { siteChromeContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";

/**
 * The red bar at the top of the page while the next page loads (spec §2, §9).
 * Navigations are ordinary document loads: app/enhance/progress-bar.ts
 * starts it on the click and the next page finishes it.
 */
export function NavigationProgress() {
  const { navigationProgressCopy } = useContent(siteChromeContent);
  return (
    <div className="navigation-progress" data-state="idle" aria-hidden="true" data-module="navigation-progress">
      <div
        className="navigation-progress__bar"
        role="progressbar"
        aria-label={navigationProgressCopy.label}
        aria-busy="false"
      />
    </div>
  );
}
