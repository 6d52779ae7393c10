/** The invitation to get in touch that closes every service page: content/call-to-action.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { CallToActionContent } from "#app/content/schemas/call-to-action.schema.ts";
import data from "#content/call-to-action.json" with { type: "json" };

export const callToActionContent = contentOf<CallToActionContent>(data);
export const { contactCallout } = callToActionContent.fr;
