/**
 * The 'Nos clients' and 'Nos partenaires' carousels (content/logos.json). Clients are shown by
 * sector, never by invented names; partners as typographic wordmark tiles (no trademark artwork).
 */
import { z } from "zod";
import { group, identifier, line, list, localized, paragraph, same, sampleFlag } from "#app/content/schema.ts";
import { sitePath } from "#app/content/schemas/shared.schema.ts";

const clientSector = group(
  {
    key: identifier(),
    sample: sampleFlag,
    sector: line("Secteur", "Le secteur d’activité des clients, en gros sur la tuile.", 40),
    detail: line("Détail", "Ce que l’entreprise fait pour ce secteur, sous le secteur.", 60),
  },
  "Secteur",
  "Une tuile du carrousel des clients.",
);
export type ClientSector = z.infer<typeof clientSector>;

const partnerBrand = group(
  {
    key: identifier(),
    name: same(z.string().trim().min(1).max(30), "Marque", "Le nom de la marque, écrit comme la marque l’écrit."),
    specialty: line("Spécialité", "Ce que l’entreprise distribue de cette marque, sous son nom.", 60),
    to: sitePath.optional(),
  },
  "Marque",
  "Une tuile du carrousel des partenaires. «\u00a0Page liée\u00a0»\u00a0: le catalogue de la marque, s’il y en a un sur le site.",
);
export type PartnerBrand = z.infer<typeof partnerBrand>;

const carousel = <T extends z.ZodType>(items: T, what: string) =>
  group(
    {
      title: line("Titre", `Le titre du carrousel des ${what}.`, 60),
      intro: paragraph("Introduction", "La phrase sous le titre.", 300),
      label: line("Nom du carrousel", "Le nom du carrousel, lu par les lecteurs d’écran.", 60),
      delayMs: same(
        z.number().int().min(800).max(10000),
        "Durée d’affichage",
        "Le temps, en millisecondes, avant que le carrousel avance d’une tuile (1000 = une seconde).",
        "number",
      ),
      items: list(items, "Tuiles", "Les tuiles du carrousel, dans l’ordre.", "key"),
    },
    `Carrousel des ${what}`,
    `Le carrousel des ${what}, sur la page d’accueil.`,
  );

export const logosSchema = localized(
  group(
    { clients: carousel(clientSector, "clients"), partners: carousel(partnerBrand, "partenaires") },
    "Clients et partenaires",
    "Les carrousels des clients et des partenaires.",
  ),
);

/** The file's content in one language, as the components read it. */
export type LogosContent = z.infer<typeof logosSchema.shape.fr>;
