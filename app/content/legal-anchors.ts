/**
 * Anchors of the legal notice's sections, apart from its text: the contact form
 * links to the data section without loading the whole notice with the home page.
 */
export const legalSectionIds = {
  publisher: "editeur",
  host: "hebergement",
  intellectualProperty: "propriete-intellectuelle",
  personalData: "donnees-personnelles",
  cookies: "cookies",
  credits: "credits",
} as const;
