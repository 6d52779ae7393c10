/** English invitation that closes every service page (the French module ../call-to-action.ts is the reference). */
import type * as fr from "#app/content/call-to-action.ts";
import { replyDelay } from "#app/content/en/company.ts";
import { contactLink } from "#app/content/navigation.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactCallout: Translation<typeof fr.contactCallout> = {
  text: `A new project, a breakdown or a request for a quote? Our teams will reply within ${replyDelay}.`,
  label: "Contact us",
  to: contactLink.to,
};
