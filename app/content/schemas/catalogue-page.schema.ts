/** What the two brand catalogue pages share: the words above their grid. */
import { group, line, paragraph } from "#app/content/schema.ts";

export const cataloguePage = group(
  {
    eyebrow: line("Surtitre", "Le nom de la marque ou du fabricant, en petit au-dessus du titre de la page.", 60),
    intro: paragraph("Introduction", "Le paragraphe en haut de la page, sous son titre.", 600),
  },
  "Haut de page",
  "Les mots en haut de la page du catalogue.",
);
