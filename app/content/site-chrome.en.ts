/**
 * English words of what frames every page: skip link, header, contact panel, progress bar, footer
 * and the error page (the French module ../site-chrome.ts is the reference).
 */
import type * as fr from "#app/content/site-chrome.ts";
import type { Translation } from "#app/content/translation.ts";

export const skipLinkLabel: Translation<typeof fr.skipLinkLabel> = "Skip to content";

export const headerCopy: Translation<typeof fr.headerCopy> = {
  homeLinkSuffix: "home",
  navigationLabel: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  contactButton: "Contact details",
};

export const contactPanelCopy: Translation<typeof fr.contactPanelCopy> = {
  title: "Reach us",
  close: "Close the contact panel",
  socialLinksLabel: "Social media",
  newTab: "new tab",
  comingSoon: "coming soon",
};

export const navigationProgressCopy: Translation<typeof fr.navigationProgressCopy> = {
  label: "Loading page",
};

export const footerCopy: Translation<typeof fr.footerCopy> = {
  siteMapLabel: "Site map",
  legalNotice: "Legal notice",
  rightsReserved: "All rights reserved",
};

export const errorPageCopy: Translation<typeof fr.errorPageCopy> = {
  notFoundTitle: "Page not found",
  errorTitle: "An error occurred",
  text: "Please try again in a moment or go back to the home page.",
};
