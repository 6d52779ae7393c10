/** English answers to refused requests, one per HTTP status (the French module ../refusals.ts is the reference). */
import type * as fr from "#app/content/refusals.ts";
import type { Translation } from "#app/content/translation.ts";

export const httpRefusals: Translation<typeof fr.httpRefusals> = {
  400: "Invalid request.",
  403: "Request refused.",
  404: "Resource not found.",
  405: "Method not allowed.",
  413: "Request too large.",
  415: "Unsupported format: send the request as JSON (application/json).",
  429: "Too many requests: please try again in a moment.",
  500: "An internal error occurred. Please try again later.",
  503: "Service temporarily unavailable. Please try again later.",
};

export const otherCharsetRefusal: Translation<typeof fr.otherCharsetRefusal> =
  "Unsupported encoding: send the text in UTF-8.";
