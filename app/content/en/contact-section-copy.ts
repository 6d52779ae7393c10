/** English copy of the contact section on the home page (the French module ../contact-section-copy.ts is the reference). */
import type * as fr from "#app/content/contact-section-copy.ts";
import { replyDelay } from "#app/content/en/company.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactSection: Translation<typeof fr.contactSection> = {
  id: "contact",
  title: "Contact us",
  intro: `A new project, an emergency call-out or a request for a quote: write to us and we will reply within ${replyDelay}.`,
  mapLoadingLabel: "The access map appears as you approach this section.",
  mapLinkLabel: "Open the map in OpenStreetMap (new tab)",
  info: {
    phone: "Phone",
    email: "Email",
    address: "Address",
  },
};
