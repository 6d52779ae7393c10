/** Copy of the home page (spec §2, 'Home page'). */
import { clientRegion } from "#app/content/company.ts";
import { illustration, type Picture } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { LinkCard } from "#app/content/types.ts";

export interface HeroSlide {
  key: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
  image: Picture;
}

export interface ValueCard {
  key: string;
  title: string;
  text: string;
}

export const homeHero = {
  /** The page's single h1, shown above the slides. */
  heading: "TINGIS INDUSTRY, ingénierie et installations industrielles à Tanger",
  label: "Nos activités en bref",
  slides: [
    {
      key: "ingenierie-projets",
      title: "Ingénierie Projets",
      text: "De l’étude de faisabilité à la mise en service, nous concevons vos process de poudres, de pâtes et de liquides, et pilotons chaque projet avec un interlocuteur unique.",
      cta: { label: "Découvrir", href: "#services" },
      image: illustration(
        "hero-ingenierie",
        "Ligne de process avec cuves, tuyauteries et convoyeur, dessinée en perspective",
      ),
    },
    {
      key: "installations-industrielles",
      title: "Installations industrielles",
      text: "Fabrication en atelier selon les normes CE, montage sur site par nos équipes qualifiées et maintenance de vos équipements, en urgence ou de façon planifiée.",
      cta: { label: "Découvrir", href: "#services" },
      image: illustration(
        "hero-installations",
        "Atelier équipé d’un portique de levage, d’un robot, d’un convoyeur et d’une cabine",
      ),
    },
  ] satisfies HeroSlide[],
};

export const homeServices = {
  /** Anchor targeted by the hero's 'Découvrir' buttons. */
  id: "services",
  title: "Nos métiers",
  intro: `Depuis 2016, nous accompagnons les industriels de ${clientRegion}, notamment de l’automobile et de l’industrie lourde, sur toute la vie de leurs équipements.`,
  cards: [
    {
      key: "ingenierie",
      to: pageMeta.ingenierie.path,
      title: "Ingénierie",
      text: "Études, conception et gestion de projets de process industriels.",
      image: illustration("metier-ingenierie", ""),
    },
    {
      key: "montage",
      to: pageMeta.montage.path,
      title: "Fabrication & Montage",
      text: "Atelier de fabrication et équipe de montage sur site.",
      image: illustration("metier-montage", ""),
    },
    {
      key: "maintenance",
      to: pageMeta.maintenance.path,
      title: "Maintenance",
      text: "Interventions complexes sur site et pièces de rechange.",
      image: illustration("metier-maintenance", ""),
    },
    {
      key: "distribution",
      to: pageMeta.distribution.path,
      title: "Distribution des marques",
      text: "Composants de sécurité, d’automatisme et d’application peinture.",
      image: illustration("metier-distribution", ""),
    },
    {
      key: "formation",
      to: pageMeta.formation.path,
      title: "Équipement didactique",
      text: "Bancs de formation technique pour écoles et centres de formation.",
      image: illustration("metier-formation", ""),
    },
  ] satisfies LinkCard[],
};

export const homeValues = {
  title: "Valeur & Expertise",
  intro: "Trois engagements guident chacun de nos projets, du premier rendez-vous au suivi après mise en service.",
  values: [
    {
      key: "relations",
      title: "Qualité des relations",
      text: "Un chef de projet dédié, des réponses rapides et des engagements tenus : nous construisons des relations durables avec nos clients et nos partenaires.",
    },
    {
      key: "maitrise",
      title: "Maîtrise technique",
      text: "Bureau d’études, atelier et monteurs travaillent ensemble : nous maîtrisons chaque étape, de la conception à la mise en service.",
    },
    {
      key: "qualite-securite",
      title: "Qualité & Sécurité",
      text: "Fabrication conforme aux normes CE, analyse des risques et dossier de sécurité de chantier sur chaque intervention.",
    },
  ] satisfies ValueCard[],
  expertise: {
    title: "Notre expertise",
    text: "Quelques domaines où nos équipes interviennent le plus souvent.",
    boxes: [
      {
        key: "peinture",
        to: pageMeta.realisation.path,
        title: "Process Peinture",
        text: "Cabines, fours de polymérisation et convoyeurs pour peinture liquide et poudre.",
        image: illustration("expertise-peinture", ""),
      },
      {
        key: "manutention",
        to: pageMeta.realisation.path,
        title: "Manutention",
        text: "Convoyeurs, tables élévatrices, potences et portiques adaptés à vos charges.",
        image: illustration("expertise-manutention", ""),
      },
      {
        key: "machine-speciale",
        to: pageMeta.montage.path,
        title: "Machine spéciale",
        text: "Machines et outillages conçus sur mesure pour un besoin de production précis.",
        image: illustration("expertise-machine-speciale", ""),
      },
    ] satisfies LinkCard[],
  },
};
