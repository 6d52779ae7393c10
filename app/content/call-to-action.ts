/** The invitation to get in touch that closes every service page: content/call-to-action.json. */

import { contentOf, fixed, group, line, localized, paragraph } from "#app/content/schema.ts";
import data from "#content/call-to-action.json" with { type: "json" };

export const callToActionSchema = localized(
  group(
    {
      contactCallout: group(
        {
          text: paragraph("Texte", "La phrase de l’encadré en bas de chaque page de service.", 300),
          label: line("Texte du bouton", "Le bouton qui mène au formulaire de contact.", 30),
          to: fixed("/#contact"),
        },
        "Encadré de contact",
        "L’encadré en bas des pages de service.",
      ),
    },
    "Encadré de contact",
    "L’encadré «\u00a0Nous contacter\u00a0» en bas des pages de service.",
  ),
);

export const callToActionContent = contentOf(callToActionSchema.shape.fr, data);
export const { contactCallout } = callToActionContent.fr;
