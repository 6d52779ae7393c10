/**
 * The legal notice's path and its sections' anchors, apart from its text and from the table of
 * pages: the contact form links to the data section without loading either with the home page's
 * island.
 */
export const legalNoticePath = "/mentions-legales";

export const legalSectionIds = {
  publisher: "editeur",
  host: "hebergement",
  intellectualProperty: "propriete-intellectuelle",
  personalData: "donnees-personnelles",
  cookies: "cookies",
  credits: "credits",
} as const;
