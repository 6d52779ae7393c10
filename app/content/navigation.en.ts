/**
 * English label of the link to the contact section (the French module ../navigation.ts is the
 * reference). The menu itself is not copied: its links are the pages' own paths and titles, so the
 * English menu is built from ./pages.ts the way the French one is built from ../pages.ts.
 */
import type * as fr from "#app/content/navigation.ts";
import { contactLink as frenchContactLink } from "#app/content/navigation.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactLink: Translation<typeof fr.contactLink> = { to: frenchContactLink.to, label: "Contact" };
