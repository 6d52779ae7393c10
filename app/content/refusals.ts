/**
 * What the site answers when it refuses a request that is not about one form
 * field: one French message per HTTP status, for the JSON API (`{ ok: false,
 * error }`), the Worker's plain-text errors and the pages' method refusals.
 * The contact form's own refusals live in contact-form-copy.ts.
 */
export const httpRefusals = {
  400: "Requête invalide.",
  403: "Requête refusée.",
  404: "Ressource introuvable.",
  405: "Méthode non autorisée.",
  413: "Requête trop volumineuse.",
  415: "Format non pris en charge\u00a0: envoyez la requête en JSON (application/json).",
  429: "Trop de requêtes\u00a0: merci de réessayer dans quelques instants.",
  500: "Une erreur interne est survenue. Merci de réessayer ultérieurement.",
  503: "Service momentanément indisponible. Merci de réessayer ultérieurement.",
} as const;

export type RefusalStatus = keyof typeof httpRefusals;

/** The 415 of a body that declares a charset other than UTF-8, on the API and the form alike. */
export const otherCharsetRefusal = "Encodage non pris en charge\u00a0: envoyez le texte en UTF-8.";
