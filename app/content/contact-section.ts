/** Copy of the contact section shown with the home page (spec §2, anchor #contact). */
export const contactSection = {
  id: "contact",
  title: "Contactez-nous",
  intro:
    "Un projet, une intervention urgente ou une demande de devis : écrivez-nous, nous vous répondons sous 24 heures ouvrées.",
  mapLoadingLabel: "Le plan d’accès s’affiche à l’approche de cette section.",
  mapLinkLabel: "Ouvrir le plan dans OpenStreetMap (nouvel onglet)",
  info: {
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
  },
} as const;
