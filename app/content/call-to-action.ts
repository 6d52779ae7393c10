import { replyDelay } from "#app/content/company.ts";
import { contactLink } from "#app/content/navigation.ts";

/** The invitation to get in touch that closes every service page. */
export const contactCallout = {
  text: `Un projet, une panne, une demande de devis\u00a0? Nos équipes vous répondent sous ${replyDelay}.`,
  label: "Nous contacter",
  to: contactLink.to,
} as const;
