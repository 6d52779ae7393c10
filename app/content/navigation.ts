/** The site's main navigation, in the order of spec §2; paths and labels are the pages' own (pages.ts). */
import { contactSection } from "#app/content/contact-section-copy.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";

export interface NavigationLink {
  to: string;
  label: string;
  /** Only "/" must match exactly; other links stay active on their sub-pages. */
  end?: boolean;
}

/** A link to one of the site's pages, labelled with its title. */
export function pageLink(key: PageKey): NavigationLink {
  const page = pageMeta[key];
  return { to: page.path, label: page.title };
}

export const mainNavigation: NavigationLink[] = [
  { ...pageLink("home"), end: true },
  pageLink("ingenierie"),
  pageLink("montage"),
  pageLink("realisation"),
  pageLink("maintenance"),
  pageLink("distribution"),
  pageLink("formation"),
];

/** The contact section lives on the home page; this reaches it from any page. */
export const contactLink = { to: `${pageMeta.home.path}#${contactSection.id}`, label: "Contact" } as const;
