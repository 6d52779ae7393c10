import { company } from "#app/content/company.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { AttachedFile } from "#functions/contact/delivery/attached-files.ts";
import { toTemplateParams, visitorLanguage } from "#functions/contact/delivery/email-params.ts";
import type {
  IncidentKind,
  StorageIncidentKind,
  StoredDatabase,
  storageLevels,
} from "#functions/contact/delivery/incident-kinds.ts";

/**
 * The French text of the two e-mails the Worker writes itself (docs/decisions/022): a visitor's
 * message sent to the company through the second channel, and an alert to the owner. Plain text
 * only: nothing a visitor typed can become markup or a header.
 */

/** Narrow no-break space, before « : » and « ; » as French typography wants. */
const nbsp = "\u202f";

export interface MessageEmail {
  subject: string;
  text: string;
  /** The visitor's address, so the company can answer with « Répondre ». */
  replyTo: string;
}

const receivedAt = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Casablanca",
  dateStyle: "full",
  timeStyle: "short",
});

/** A stored message as the company reads it when EmailJS could not carry it. */
export function messageEmail(
  row: {
    id: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    created_at: number;
    locale?: Locale;
    /** Named after the text, with the message's address in the console (issue 36). */
    files?: readonly AttachedFile[];
    messageUrl?: string;
  },
  why: string,
): MessageEmail {
  // The same neutralisation as for EmailJS (docs/decisions/017): one-line fields, no control characters.
  const fields = toTemplateParams(row);
  return {
    subject: `Demande de contact${nbsp}: ${truncate(fields.name, 80)}`,
    replyTo: fields.email,
    text: [
      `Nouvelle demande reçue par le formulaire de contact du site ${company.name}.`,
      "",
      `Nom${nbsp}: ${fields.name}`,
      `E-mail${nbsp}: ${fields.email}`,
      `Téléphone${nbsp}: ${fields.numTele || "non renseigné"}`,
      `Reçue le${nbsp}: ${receivedAt.format(row.created_at)} (heure de Tanger)`,
      `Langue du visiteur${nbsp}: ${visitorLanguage(row.locale)}`,
      "",
      `Message${nbsp}:`,
      fields.msg,
      "",
      "—",
      `Ce message arrive par le canal de secours (Cloudflare), car EmailJS n’a pas pu le transmettre${nbsp}: ${why}`,
      `Répondez directement à ce courriel pour écrire au visiteur. Référence${nbsp}: ${row.id}`,
    ].join("\n"),
  };
}

export interface AlertEmail {
  subject: string;
  text: string;
}

const databaseNames: Record<StoredDatabase, string> = {
  outbox: "la base des messages de contact",
  vitals: "la base des mesures de vitesse",
  files: "le stockage des fichiers joints",
};

const alertTitles: Record<Exclude<IncidentKind, StorageIncidentKind>, string> = {
  config: "la configuration de l’envoi des messages est invalide",
  "emailjs-permanent": "EmailJS refuse les messages (clé, modèle ou service)",
  "emailjs-quota": "le quota mensuel d’EmailJS est épuisé",
  overdue: "des messages de contact attendent ou ont échoué",
  held: "des messages de contact sont retenus, au-delà du plafond d’envoi horaire",
};

const alertAdvice: Record<Exclude<IncidentKind, StorageIncidentKind>, string> = {
  config:
    "Corrigez la variable nommée ci-dessus (wrangler.toml ou tableau de bord Cloudflare). Les messages restent dans l’outbox et partiront ensuite.",
  "emailjs-permanent":
    "Vérifiez dans EmailJS le service, le modèle et les clés (et l’option « Allow EmailJS API for non-browser applications »), puis les secrets du Worker.",
  "emailjs-quota":
    "Les messages passent par le canal de secours s’il est configuré, sinon ils attendent la remise à zéro du quota. Passez à une offre supérieure si cela se répète, et ajustez EMAILJS_MONTHLY_QUOTA.",
  overdue:
    "Consultez l’outbox (npm run outbox -- --remote)\u202f; une fois la cause corrigée, renvoyez les messages en échec avec npm run outbox -- --remote --retry.",
  held: `Les visiteurs ont reçu la confirmation habituelle et rien n’est perdu${nbsp}: les messages retenus partent d’eux-mêmes, les plus anciens d’abord, à mesure que le plafond horaire (CONTACT_HOURLY_CAP) se libère. S’il s’agit d’un envoi massif de robots, consultez l’outbox (npm run outbox -- --remote) et activez Turnstile${nbsp}; si ce sont de vraies demandes, envoyez-les tout de suite (npm run outbox -- --remote --release) et relevez CONTACT_HOURLY_CAP.`,
};

const storageAdvice: Record<(typeof storageLevels)[number], string> = {
  50: "Les messages retenus et les messages non vérifiés déjà remis sont désormais effacés après 7\u00a0jours, les mesures de vitesse après 30\u00a0jours. Cherchez la cause (un envoi massif de robots, en général) dans l’outbox.",
  80: "Les messages retenus et non vérifiés sont effacés après 1\u00a0jour, les messages remis après 7\u00a0jours, les mesures de vitesse après 7\u00a0jours. Aucun message non remis n’est effacé.",
  100: "Le budget est atteint\u202f: au-delà du plafond horaire, les nouveaux messages sont refusés (le visiteur voit le téléphone et l’e-mail de l’entreprise), et les mesures de vitesse ne sont plus enregistrées. Les messages dans le plafond sont toujours acceptés et remis.",
};

/** The files' bucket: nothing is deleted sooner, new files stop being kept at 100 %. */
const filesStorageAdvice: Record<(typeof storageLevels)[number], string> = {
  50: "Les fichiers suivent leurs messages (effacés avec eux à la fin de la conservation). Vérifiez dans la console qu’il ne s’agit pas de robots.",
  80: "Si cela continue, les nouveaux fichiers ne seront plus conservés. Relevez CONTACT_FILES_BUDGET_MB (R2 facture au-delà de 10\u00a0Go) ou réduisez CONTACT_RETENTION_DAYS.",
  100: "Le budget est atteint\u202f: les nouveaux messages sont acceptés et transmis, mais pas leurs fichiers (le visiteur est invité à les envoyer par e-mail). Relevez CONTACT_FILES_BUDGET_MB ou effacez des messages anciens.",
};

function alertTitle(kind: IncidentKind): string {
  const storage = /^(outbox|vitals|files)-storage-(\d+)$/.exec(kind);
  if (!storage) return alertTitles[kind as Exclude<IncidentKind, StorageIncidentKind>];
  return `${databaseNames[storage[1] as StoredDatabase]} atteint ${storage[2]}\u00a0% de son budget d’espace`;
}

function alertAdviceFor(kind: IncidentKind): string {
  const storage = /-storage-(\d+)$/.exec(kind);
  if (!storage) return alertAdvice[kind as Exclude<IncidentKind, StorageIncidentKind>];
  const level = Number(storage[1]) as (typeof storageLevels)[number];
  return kind.startsWith("files-") ? filesStorageAdvice[level] : storageAdvice[level];
}

/** One alert per incident; it names the cause and what to do, never a visitor's personal data. */
export function alertEmail(kind: IncidentKind, detail: string): AlertEmail {
  return {
    subject: `[${company.name}] Alerte du site${nbsp}: ${alertTitle(kind)}`,
    text: [
      `Le site ${company.name} signale${nbsp}: ${alertTitle(kind)}.`,
      "",
      `Détail${nbsp}: ${detail}`,
      "",
      `À faire${nbsp}: ${alertAdviceFor(kind)}`,
      "",
      `Vous ne recevrez pas d’autre alerte pour cet incident tant qu’il dure. Procédure complète${nbsp}: docs/operations.md du dépôt du site.`,
    ].join("\n"),
  };
}

/** « 30 min », or « 3 s » for the chaos run's short waits. */
export function formatWait(ms: number): string {
  return ms >= 60_000 ? `${Math.round(ms / 60_000)}\u00a0min` : `${Math.round(ms / 1000)}\u00a0s`;
}

/** The detail of an `emailjs-permanent` alert: the provider's answer, already redacted. */
export function permanentIncidentDetail(reason: string): string {
  return `EmailJS refuse l’envoi${nbsp}: ${reason}`;
}

/** The detail of an `emailjs-quota` alert. */
export function quotaIncidentDetail(monthlyQuota: number, resetsAt: number, hasSecondChannel: boolean): string {
  const reset = new Date(resetsAt).toISOString().slice(0, 10);
  const meanwhile = hasSecondChannel
    ? "les messages passent par le canal de secours"
    : `aucun canal de secours n’est configuré${nbsp}: les messages attendent`;
  return `quota de ${monthlyQuota} requêtes atteint pour la période${nbsp}; ${meanwhile} jusqu’au ${reset} (UTC).`;
}

/** The detail of an `overdue` alert: counts and the oldest date, no visitor's data. */
export function overdueIncidentDetail(
  overdue: { failed: number; waiting: number; oldest: number | null },
  maxWaitMs: number,
  hasSecondChannel: boolean,
): string {
  const since = overdue.oldest === null ? "" : `, le plus ancien reçu le ${new Date(overdue.oldest).toISOString()}`;
  const channel = hasSecondChannel ? "" : " Aucun canal de secours n’est configuré.";
  return `${overdue.failed} message(s) en échec et ${overdue.waiting} en attente depuis plus de ${formatWait(maxWaitMs)}${since}.${channel}`;
}

function truncate(value: string, length: number): string {
  return value.length <= length ? value : `${value.slice(0, length - 1)}…`;
}

/** The detail of a `held` alert: how many wait, since when, and the budget; no visitor's data. */
export function heldIncidentDetail(held: { count: number; oldest: number | null }, sendingBudget: number): string {
  const since = held.oldest === null ? "" : `, le plus ancien reçu le ${new Date(held.oldest).toISOString()}`;
  return `${held.count} message(s) retenu(s)${since}. Plafond d’envoi${nbsp}: ${sendingBudget} messages par heure.`;
}

/** The detail of a storage alert: the database's size against its budget. */
export function storageIncidentDetail(database: StoredDatabase, bytes: number, budget: number): string {
  const megabytes = (value: number) => `${(value / (1024 * 1024)).toFixed(1).replace(".", ",")}\u00a0Mo`;
  const share = Math.round((100 * bytes) / budget);
  return `${databaseNames[database]} occupe ${megabytes(bytes)} sur un budget de ${megabytes(budget)} (${share}\u00a0%).`;
}
