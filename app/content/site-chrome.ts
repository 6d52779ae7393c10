/**
 * The words of what frames every page: skip link, header, contact panel,
 * progress bar, footer and the error page. The menu's links themselves are in
 * navigation.ts, the company's details in company.ts.
 */

export const skipLinkLabel = "Aller au contenu";

export const headerCopy = {
  /** The logo link's name: `${company.name}, accueil`. */
  homeLinkSuffix: "accueil",
  navigationLabel: "Navigation principale",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  contactButton: "Coordonnées de contact",
} as const;

export const contactPanelCopy = {
  title: "Nous joindre",
  close: "Fermer le panneau de contact",
  socialLinksLabel: "Réseaux sociaux",
  /** Added to a social network's name: its link opens a new tab. */
  newTab: "nouvel onglet",
  /** Added to a social network's name where it has no page yet (spec §2). */
  comingSoon: "bientôt disponible",
} as const;

export const navigationProgressCopy = {
  label: "Chargement de la page",
} as const;

export const footerCopy = {
  siteMapLabel: "Plan du site",
  legalNotice: "Mentions légales",
  rightsReserved: "Tous droits réservés",
} as const;

/** The page shown when rendering fails: a 404 the router did not expect, or an error. */
export const errorPageCopy = {
  notFoundTitle: "Page introuvable",
  errorTitle: "Une erreur est survenue",
  text: "Merci de réessayer dans quelques instants ou de revenir à la page d’accueil.",
} as const;
