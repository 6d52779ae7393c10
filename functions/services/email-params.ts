import type { EmailTemplateParams } from "#functions/services/emailjs.ts";

/**
 * Makes stored fields safe for any e-mail template (docs/decisions/024): control
 * characters go, single-line fields lose their line breaks (no header injection
 * through a reply-to built from them), and angle brackets become look-alike
 * guillemets so no field can open a tag, even in a template that does not escape.
 */
export function toTemplateParams(fields: {
  name: string;
  email: string;
  phone: string;
  message: string;
}): EmailTemplateParams {
  return {
    name: singleLine(fields.name),
    email: singleLine(fields.email),
    numTele: singleLine(fields.phone),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
    msg: neutralizeMarkup(fields.message.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")),
  };
}

function singleLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  return neutralizeMarkup(value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim());
}

function neutralizeMarkup(value: string): string {
  return value.replaceAll("<", "‹").replaceAll(">", "›");
}
