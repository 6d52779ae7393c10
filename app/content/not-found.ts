/** Copy and timing of the /404 page (spec §2, §9). */
export const notFoundPage = {
  code: "404",
  /** The HTTP reason phrase, kept as the spec shows it; marked lang="en" in the page. */
  status: "Not Found",
  message: "Vous serez redirigé à la page d’accueil dans quelques instants",
  homeLinkLabel: "Revenir à l’accueil maintenant",
  /** Lets visitors turn the timed redirect off (WCAG 2.2.1, timing adjustable). */
  stayLabel: "Rester sur cette page",
  stayedMessage: "Redirection annulée\u00a0: vous restez sur cette page",
  /** Said instead of the message above where no script can redirect. */
  withoutScriptMessage: "Cette page n’existe pas ou a été déplacée.",
  redirectDelayMs: 5000,
} as const;
