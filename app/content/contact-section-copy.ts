/** The contact section shown with the home page (spec §2, anchor #contact): content/contact-section.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { ContactSectionContent } from "#app/content/schemas/contact-section-copy.schema.ts";
import data from "#content/contact-section.json" with { type: "json" };

export const contactSectionContent = contentOf<ContactSectionContent>(data);
export const { contactSection } = contactSectionContent.fr;
