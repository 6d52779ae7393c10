/**
 * English texts of the contact form (the French module ../contact-form-copy.ts is the reference):
 * labels, validation messages, popups and the refusals of a whole submission. The length limits
 * come from contact-fields.ts, as in French.
 */
import type * as fr from "#app/content/contact-form-copy.ts";
import { legalNoticePath, legalSectionIds } from "#app/content/legal-anchors.ts";
import type { Translation } from "#app/content/translation.ts";
import { contactBodyLimits, contactLimits } from "#app/lib/contact-fields.ts";
import { contactFileLimits } from "#app/lib/contact-files.ts";

/** A count as English prints it: digits grouped by three with a comma (10,000). */
function englishNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}

const failureTitle = "Message not sent";

const atMost = (what: string, limit: number) => `${what} must not exceed ${englishNumber(limit)}\u00a0characters.`;

/** A door's body limit, in the whole KiB it is set to (contact-fields.ts). */
const tooLarge = (maxBytes: number) => `The message is too large (${maxBytes / 1024}\u00a0KB maximum).`;

const decimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** A file's size as English writes it: "350\u00a0KB", "1.2\u00a0MB". */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0KB`
    : `${decimal.format(bytes / (1024 * 1024))}\u00a0MB`;

const maxFiles = contactFileLimits.count;
const maxMegabytes = contactFileLimits.totalBytes / (1024 * 1024);
const kindList = "PDF, DWG, DXF, STEP, IGES, JPEG, PNG or ZIP";
const quoted = (name: string) => `“${name}”`;

export const contactFormCopy: Translation<typeof fr.contactFormCopy> = {
  title: "Send us a message by filling out this form",
  fields: {
    name: { label: "Full name", placeholder: "Full name" },
    email: { label: "Email", placeholder: "Email" },
    numTele: { label: "Phone number", placeholder: "Phone number" },
    msg: { label: "Message", placeholder: "Message" },
  },
  // The path built as French builds it, not read from the French copy: importing that module would
  // ship it with this language's form island too (docs/decisions/018).
  privacy: {
    text: "Your data is used only to answer your request.",
    link: { label: "Personal data protection", to: `${legalNoticePath}#${legalSectionIds.personalData}` },
  },
  files: {
    label: "Drawings, models or photos (optional)",
    hint: `Up to ${maxFiles} files, ${maxMegabytes}\u00a0MB in total: ${kindList}.`,
    chosen: "Chosen files",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    progress: (percent: number) => `Uploading files: ${percent}%`,
    size,
    errors: {
      type: (name: string) => `The file ${quoted(name)} is not of an accepted type: ${kindList} only.`,
      content: (name: string, kind: string) =>
        `The file ${quoted(name)} is not a real ${kind}: its content does not match its extension.`,
      empty: (name: string) => `The file ${quoted(name)} is empty.`,
      count: (count: number) => `You chose ${count} files: at most ${maxFiles} per message.`,
      total: (bytes: number) =>
        `The files weigh ${size(bytes)} in total: at most ${maxMegabytes}\u00a0MB per message. Remove some, or send them by email.`,
      tooLarge: (names: readonly string[]) =>
        `${names.length > 0 ? `The files (${names.map(quoted).join(", ")}…)` : "The files"} exceed ${maxMegabytes}\u00a0MB in total. Remove some, or send them by email; your text has been kept.`,
    },
    notReceived: "We have received your message, but not your files: please send them to us by email.",
    sourceLimited: (minutes: number) =>
      `Your connection has already sent a lot of files in the past hour. Send your message without files, or try again in ${minutes}\u00a0minute${minutes === 1 ? "" : "s"}.`,
  },
  honeypotLabel: "Leave this field empty",
  submit: "Send",
  sending: "Sending…",
  close: "Close",
  errors: {
    email: "The email address is invalid.",
    name: "The name field is required.",
    msg: "The message field is required.",
    nameTooLong: atMost("The name", contactLimits.name),
    numTeleTooLong: atMost("The phone number", contactLimits.numTele),
    msgTooLong: atMost("The message", contactLimits.msg),
  },
  errorSummary: {
    title: "Your message has not been sent yet. Please correct the following:",
  },
  success: {
    text: "Thank you, we have received your message.",
  },
  failure: {
    title: failureTitle,
    text: "An error occurred. Please try again later.",
    notice: (reason: string) => `${failureTitle}. ${reason}`,
  },
  fallback: {
    call: "You can also call us at",
    write: "or email us at",
  },
  refusals: {
    malformed: "The submitted content is not a valid contact form.",
    tooLarge: { form: tooLarge(contactBodyLimits.form), json: tooLarge(contactBodyLimits.json) },
    rateLimited: "Too many messages sent in a short time. Please wait a minute before trying again.",
    sourceLimited: (minutes: number) =>
      `Your connection has already sent several messages in the past hour. Please try again in ${minutes}\u00a0minute${minutes === 1 ? "" : "s"}.`,
    busy: "The form is receiving an unusually high number of messages and cannot store yours.",
    challengeFailed: "The anti-bot check did not succeed. Please send your message again.",
  },
};
