import type { ConsoleFile, ConsoleMessage } from "#app/console/console-service.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";

/**
 * The console's French copy about the files sent with messages (issue 36), beside console.ts:
 * what the people who run the site read on a message's page, in the export and on the health page.
 */

export const messageFilesCopy = {
  title: "Fichiers joints",
  intro:
    "Téléchargés depuis le stockage privé du site, jamais ouverts dans le navigateur. Ouvrez-les avec le logiciel adapté (lecteur PDF, logiciel de CAO).",
  /** The download link's accessible name: the file and what the link does. */
  download: (name: string) => `Télécharger ${name}`,
  size: contactFormCopy.files.size,
  statuses: {
    stored: "reçu",
    pending: "en cours de réception",
    missing: "non reçu\u00a0: le stockage a échoué, le visiteur a été invité à l’envoyer par e-mail",
    dropped: "non conservé\u00a0: le budget de stockage était atteint, le visiteur a été invité à l’envoyer par e-mail",
  } satisfies Record<ConsoleFile["status"], string>,
  notFound: "Ce fichier n’existe pas ou a été effacé.",
} as const;

/** The export's column of file names, after console.ts's columns. */
export const filesExportColumn = {
  label: "Fichiers joints",
  value: (message: ConsoleMessage) => message.files.map((file) => file.name).join(" ; "),
};

/** The health page's names of the files' budget incidents (functions/storage-budget.ts). */
export const filesIncidentLabels: Record<string, string> = {
  "files-storage-50": "Stockage des fichiers à 50\u00a0%",
  "files-storage-80": "Stockage des fichiers à 80\u00a0%",
  "files-storage-100": "Stockage des fichiers plein",
};
