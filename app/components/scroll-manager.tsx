import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every navigation starts at the top of the new page, or at the section its
 * hash names (the 'Contact' link). The browser's own restoration is turned off
 * so that Back does not land mid-page either (spec §2).
 */
export function ScrollManager() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
