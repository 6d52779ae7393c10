/** Copy of the contact section shown with the home page (spec §2, anchor #contact). */
import { replyDelay } from "#app/content/company.ts";

export const contactSection = {
  id: "contact",
  title: "Contactez-nous",
  intro: `Un projet, une intervention urgente ou une demande de devis\u00a0: écrivez-nous, nous vous répondons sous ${replyDelay}.`,
  mapLoadingLabel: "Le plan d’accès s’affiche à l’approche de cette section.",
  mapLinkLabel: "Ouvrir le plan dans OpenStreetMap (nouvel onglet)",
  info: {
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
  },
} as const;
