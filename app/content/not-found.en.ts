/** English copy of the /404 page (the French module ../not-found.ts is the reference; the delay is its own). */
import type * as fr from "#app/content/not-found.ts";
import { notFoundPage as frenchPage } from "#app/content/not-found.ts";
import type { Translation } from "#app/content/translation.ts";

export const notFoundPage: Translation<typeof fr.notFoundPage> = {
  code: frenchPage.code,
  status: "Page not found",
  message: "You will be redirected to the home page in a few moments",
  homeLinkLabel: "Go back to the home page now",
  stayLabel: "Stay on this page",
  stayedMessage: "Redirect canceled: you are staying on this page",
  withoutScriptMessage: "This page does not exist or has been moved.",
  redirectDelayMs: frenchPage.redirectDelayMs,
};
