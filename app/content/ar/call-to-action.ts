/** Arabic invitation to get in touch that closes every service page (the French module ../call-to-action.ts is the reference). */

import { replyDelay } from "#app/content/ar/company.ts";
import type * as fr from "#app/content/call-to-action.ts";
import { contactCallout as frenchCallout } from "#app/content/call-to-action.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactCallout: Translation<typeof fr.contactCallout> = {
  text: `مشروع، أو عطل، أو طلب عرض أسعار؟ تجيبكم فرقنا خلال ${replyDelay}.`,
  label: "اتصلوا بنا",
  to: frenchCallout.to,
};
