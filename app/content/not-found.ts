/** Copy and timing of the /404 page (spec §2, §9). */
export const notFoundPage = {
  code: "404",
  /** Shown after the code: the spec's English reason phrase, in French (docs/decisions/012). */
  status: "Page introuvable",
  message: "Vous serez redirigé vers la page d’accueil dans quelques instants",
  homeLinkLabel: "Revenir à l’accueil maintenant",
  /** Lets visitors turn the timed redirect off (WCAG 2.2.1, timing adjustable). */
  stayLabel: "Rester sur cette page",
  stayedMessage: "Redirection annulée\u00a0: vous restez sur cette page",
  /** Said instead of the message above where no script can redirect. */
  withoutScriptMessage: "Cette page n’existe pas ou a été déplacée.",
  redirectDelayMs: 5000,
} as const;
