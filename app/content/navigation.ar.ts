/**
 * Arabic label of the link to the contact section (the French module ../navigation.ts is the
 * reference). The menu's other labels are the pages' titles, in ./pages.ts.
 */

import type * as fr from "#app/content/navigation.ts";
import { contactLink as frenchContactLink } from "#app/content/navigation.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactLink: Translation<typeof fr.contactLink> = { to: frenchContactLink.to, label: "اتصل بنا" };
