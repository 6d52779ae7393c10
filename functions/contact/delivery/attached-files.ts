import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import type { FileStatus } from "#functions/contact/files/file-store.ts";

/** A message's file as its e-mails name it: never its key, never a link to it. */
export interface AttachedFile {
  name: string;
  size: number;
  status: FileStatus;
}

/** Narrow no-break space, before « : » as French typography wants. */
const nbsp = "\u202f";

/**
 * The lines the company's e-mails add for a message's files (issue 36): each file's name and size,
 * the ones not received said so, and a link to the message in the console, behind Access, where
 * they are downloaded: the e-mail never links to a file. Nothing when there is no file.
 */
export function attachedFilesLines(files: readonly AttachedFile[], messageUrl: string | undefined): string[] {
  if (files.length === 0) return [];
  const missing = files.filter((file) => file.status !== "stored").length;
  return [
    `Fichiers joints (${files.length})${nbsp}:`,
    ...files.map(
      (file) =>
        `- ${file.name} (${contactFormCopy.files.size(file.size)})${file.status === "stored" ? "" : ` — NON REÇU`}`,
    ),
    ...(missing > 0
      ? [
          `Fichiers non reçus${nbsp}: le stockage a échoué ou était plein${nbsp}; le visiteur a été invité à les envoyer par e-mail.`,
        ]
      : []),
    messageUrl
      ? `À télécharger depuis la console (accès protégé)${nbsp}: ${messageUrl}`
      : "À télécharger depuis la console (accès protégé).",
  ];
}

/** The files a claimed outbox row carries as JSON (contact-outbox.ts, claimMessage), or none. */
export function parseAttachedFiles(json: string | null | undefined): AttachedFile[] {
  if (!json) return [];
  try {
    const files = JSON.parse(json) as unknown;
    return Array.isArray(files) ? (files as AttachedFile[]) : [];
  } catch {
    return [];
  }
}
