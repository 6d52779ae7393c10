import { defaultLocale, type Locale, localeSettings } from "#app/i18n/locales.ts";
import { type AttachedFile, attachedFilesLines } from "#functions/contact/delivery/attached-files.ts";
import type { EmailTemplateParams } from "#functions/contact/delivery/emailjs.ts";

/**
 * Makes stored fields safe for any e-mail template (docs/decisions/017):
 * control characters go (a tab becomes a space, so « AZ16⇥12 » does not arrive as
 * « AZ1612 »), single-line fields lose their line breaks (no header injection
 * through a reply-to built from them) and their bidi controls (no reordered
 * subject or name), and angle brackets become look-alike guillemets so no field
 * can open a tag, even in a template that does not escape. The message keeps its
 * bidi marks: Arabic text mixed with Latin needs them.
 */
export function toTemplateParams(fields: {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Absent on rows read before the language was stored, which were French. */
  locale?: Locale;
  /** Its files, named with their size after the text (issue 36); the link goes to the console. */
  files?: readonly AttachedFile[];
  messageUrl?: string;
}): EmailTemplateParams {
  // After the visitor's text, in the same field, so every EmailJS template shows them as it is.
  const attached = attachedFilesLines(
    (fields.files ?? []).map((file) => ({ ...file, name: singleLine(file.name) })),
    fields.messageUrl,
  );
  return {
    // The company reads every message in French; a message from another language's page says which
    // one to answer in. French ones add nothing, so the template's other fields stay as they were.
    ...(fields.locale && fields.locale !== defaultLocale ? { langue: visitorLanguage(fields.locale) } : {}),
    name: singleLine(fields.name),
    email: singleLine(fields.email),
    numTele: singleLine(fields.phone),
    msg: [
      neutralizeMarkup(
        fields.message
          .replace(/\r\n?/g, "\n")
          .replaceAll("\t", " ")
          // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters (C0 but LF, C1) is the point.
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ""),
      ),
      ...(attached.length > 0 ? ["", "—", ...attached] : []),
    ].join("\n"),
  };
}

/** The visitor's language as the company's French e-mails name it (« anglais »). */
export function visitorLanguage(locale: Locale | undefined): string {
  return localeSettings[locale ?? defaultLocale].frenchName;
}

/** Bidi controls: marks, embeddings, overrides and isolates (U+061C, U+200E–F, U+202A–E, U+2066–9). */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function singleLine(value: string): string {
  return neutralizeMarkup(
    value
      .replace(bidiControls, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .trim(),
  );
}

function neutralizeMarkup(value: string): string {
  return value.replaceAll("<", "‹").replaceAll(">", "›");
}
