/** The site's main navigation, in the order and with the labels of spec §2. */
export interface NavigationLink {
  to: string;
  label: string;
  /** Only "/" must match exactly; other links stay active on their sub-pages. */
  end?: boolean;
}

export const mainNavigation: NavigationLink[] = [
  { to: "/", label: "Accueil", end: true },
  { to: "/ingenierie", label: "Ingénierie" },
  { to: "/montage", label: "Fabrication & Montage" },
  { to: "/realisation", label: "Nos Réalisations" },
  { to: "/maintenance", label: "Maintenance" },
  { to: "/distribution", label: "Distribution des marques" },
  { to: "/formation", label: "Equipement Didactic" },
];

/** The contact section lives on the home page; this reaches it from any page. */
export const contactLink = { to: "/#contact", label: "Contact" } as const;
