/** The home page (spec §2, 'Home page'): content/home.json. */
import type { z } from "zod";
import { fixed, group, identifier, line, list, localized, paragraph, picture } from "#app/content/schema.ts";
import { linkCard, titledText } from "#app/content/schemas/shared.schema.ts";

const heroSlide = group(
  {
    key: identifier(),
    title: line("Titre", "Le grand titre de la diapositive.", 60),
    text: paragraph("Texte", "La phrase sous le titre de la diapositive.", 300),
    cta: group(
      {
        label: line("Texte du bouton", "Le texte du bouton qui descend vers «\u00a0Nos métiers\u00a0».", 30),
        href: fixed("#services"),
      },
      "Bouton",
      "Le bouton de la diapositive.",
    ),
    image: picture(
      "La grande image de la diapositive. La première diapositive est la première image que voit le visiteur\u00a0: choisissez une photo nette et lumineuse.",
    ),
  },
  "Diapositive",
  "Une diapositive du carrousel d’accueil.",
);
export type HeroSlide = z.infer<typeof heroSlide>;

export const homeSchema = localized(
  group(
    {
      homeHero: group(
        {
          heading: line(
            "Titre principal de la page",
            "Le titre de la page d’accueil, au-dessus du carrousel, lu en premier par Google.",
            120,
          ),
          label: line("Nom du carrousel", "Le nom du carrousel, lu par les lecteurs d’écran.", 80),
          slides: list(heroSlide, "Diapositives", "Les diapositives du carrousel d’accueil, dans l’ordre.", "title"),
        },
        "Carrousel d’accueil",
        "Le haut de la page d’accueil.",
      ),
      homeServices: group(
        {
          id: fixed("services"),
          title: line("Titre", "Le titre de la section des métiers.", 80),
          intro: paragraph("Introduction", "La phrase sous le titre.", 400),
          cards: list(linkCard, "Métiers", "Une carte par métier, qui mène à sa page.", "title"),
        },
        "Nos métiers",
        "La section des métiers de l’entreprise.",
      ),
      homeValues: group(
        {
          title: line("Titre", "Le titre de la section des valeurs.", 80),
          intro: paragraph("Introduction", "La phrase sous le titre.", 400),
          values: list(titledText, "Valeurs", "Une carte par engagement.", "title"),
          expertise: group(
            {
              title: line("Titre", "Le titre du bloc d’expertise.", 80),
              text: paragraph("Texte", "La phrase sous le titre.", 300),
              boxes: list(linkCard, "Domaines d’expertise", "Une carte par domaine, qui mène à une page.", "title"),
            },
            "Notre expertise",
            "Le bloc des domaines d’expertise.",
          ),
        },
        "Valeur et expertise",
        "La section des valeurs de l’entreprise.",
      ),
    },
    "Page d’accueil",
    "La page d’accueil.",
  ),
);

/** The file's content in one language, as the components read it. */
export type HomeContent = z.infer<typeof homeSchema.shape.fr>;
