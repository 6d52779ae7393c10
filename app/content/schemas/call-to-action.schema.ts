/** The invitation to get in touch that closes every service page: content/call-to-action.json. */
import type { z } from "zod";

import { fixed, group, line, localized, paragraph } from "#app/content/schema.ts";

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

/** The file's content in one language, as the components read it. */
export type CallToActionContent = z.infer<typeof callToActionSchema.shape.fr>;
