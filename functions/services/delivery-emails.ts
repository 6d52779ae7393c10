import { company } from "#app/content/company.ts";
import type { IncidentKind } from "#functions/services/delivery-incidents.ts";
import { toTemplateParams } from "#functions/services/email-params.ts";

/**
 * The French text of the two e-mails the Worker writes itself (docs/decisions/060): a visitor's
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
  row: { id: string; name: string; email: string; phone: string; message: string; created_at: number },
  why: string,
): MessageEmail {
  // The same neutralisation as for EmailJS (docs/decisions/024): one-line fields, no control characters.
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

const alertTitles: Record<IncidentKind, string> = {
  config: "la configuration de l’envoi des messages est invalide",
  "emailjs-permanent": "EmailJS refuse les messages (clé, modèle ou service)",
  "emailjs-quota": "le quota mensuel d’EmailJS est épuisé",
  overdue: "des messages de contact attendent ou ont échoué",
};

const alertAdvice: Record<IncidentKind, string> = {
  config:
    "Corrigez la variable nommée ci-dessus (wrangler.toml ou tableau de bord Cloudflare). Les messages restent dans l’outbox et partiront ensuite.",
  "emailjs-permanent":
    "Vérifiez dans EmailJS le service, le modèle et les clés (et l’option « Allow EmailJS API for non-browser applications »), puis les secrets du Worker.",
  "emailjs-quota":
    "Les messages passent par le canal de secours s’il est configuré, sinon ils attendent la remise à zéro du quota. Passez à une offre supérieure si cela se répète, et ajustez EMAILJS_MONTHLY_QUOTA.",
  overdue:
    "Consultez l’outbox (npm run outbox -- --remote)\u202f; une fois la cause corrigée, renvoyez les messages en échec avec npm run outbox -- --remote --retry.",
};

/** One alert per incident; it names the cause and what to do, never a visitor's personal data. */
export function alertEmail(kind: IncidentKind, detail: string): AlertEmail {
  return {
    subject: `[${company.name}] Alerte du site${nbsp}: ${alertTitles[kind]}`,
    text: [
      `Le site ${company.name} signale${nbsp}: ${alertTitles[kind]}.`,
      "",
      `Détail${nbsp}: ${detail}`,
      "",
      `À faire${nbsp}: ${alertAdvice[kind]}`,
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
