/** The contact section shown with the home page (spec §2, anchor #contact): content/contact-section.json. */
import type { z } from "zod";

import { fixed, group, line, localized, paragraph } from "#app/content/schema.ts";

export const contactSectionSchema = localized(
  group(
    {
      contactSection: group(
        {
          id: fixed("contact"),
          title: line("Titre", "Le titre de la section de contact de la page d’accueil.", 60),
          intro: paragraph("Introduction", "La phrase sous le titre, au-dessus du formulaire.", 300),
          mapLoadingLabel: line("Texte d’attente du plan", "Affiché à la place du plan tant qu’il se charge.", 120),
          mapLinkLabel: line("Lien du plan", "Le lien qui ouvre le plan dans OpenStreetMap.", 120),
          info: group(
            {
              phone: line("Téléphone", "Le nom de la ligne du numéro de téléphone.", 30),
              email: line("E-mail", "Le nom de la ligne de l’adresse e-mail.", 30),
              address: line("Adresse", "Le nom de la ligne de l’adresse postale.", 30),
              whatsapp: line("WhatsApp", "Le nom de la ligne du lien WhatsApp, dans la section de contact.", 30),
              whatsappLink: line(
                "Lien WhatsApp",
                "Le texte du lien qui ouvre une conversation WhatsApp avec l’entreprise (section de contact, panneau de contact, pied de page).",
                40,
              ),
            },
            "Noms des coordonnées",
            "Les mots devant chaque coordonnée.",
          ),
        },
        "Section de contact",
        "La section de contact de la page d’accueil.",
      ),
    },
    "Section de contact",
    "La section «\u00a0Contactez-nous\u00a0» de la page d’accueil.",
  ),
);

/** The file's content in one language, as the components read it. */
export type ContactSectionContent = z.infer<typeof contactSectionSchema.shape.fr>;
