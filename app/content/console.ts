import type { AuditAction, ConsoleMessage, Device, MessageStatus, VitalMetric } from "#app/console/console-service.ts";

/**
 * The console's French copy (issue 23): what the people who run the site read. Kept apart from
 * the public site's content; nothing here reaches a public page.
 */

/** Dates and times as Tangier reads them. */
export const consoleTimeZone = "Africa/Casablanca";

export const consoleChrome = {
  title: "Console TINGIS INDUSTRY",
  skipLink: "Aller au contenu",
  navigationLabel: "Sections de la console",
  signedInAs: "Connecté en tant que",
  /** What a refused or failed request shows: nothing of the console's data. */
  errors: { refused: "Accès refusé", notFound: "Page introuvable", failed: "Une erreur est survenue" },
  sections: [
    { to: "/console", label: "Messages" },
    { to: "/console/indesirables", label: "Indésirables" },
    { to: "/console/export", label: "Export" },
    { to: "/console/effacement", label: "Effacement" },
    { to: "/console/etat", label: "État" },
    { to: "/console/vitesse", label: "Vitesse" },
    { to: "/console/journal", label: "Journal" },
  ],
} as const;

export const statusLabels: Record<MessageStatus, string> = {
  pending: "En attente",
  sending: "Envoi en cours",
  sent: "Transmis",
  failed: "En échec",
  held: "Retenu",
  spam: "Indésirable",
};

export const channelLabels: Record<NonNullable<ConsoleMessage["channel"]>, string> = {
  emailjs: "EmailJS",
  "second-channel": "Second canal (Cloudflare)",
};

export const spamReasonLabels: Record<NonNullable<ConsoleMessage["spamReason"]>, string> = {
  honeypot: "Champ piège rempli",
  turnstile: "Vérification Turnstile échouée",
  marked: "Marqué à la main",
};

export const inboxCopy = {
  inboxTitle: "Messages",
  inboxIntro: "Tous les messages reçus par le formulaire, du plus récent au plus ancien.",
  spamTitle: "Indésirables",
  spamIntro:
    "Messages écartés comme probables spams (champ piège rempli, vérification échouée) ou marqués à la main. Ils ne sont jamais transmis, sauf si vous les déclarez légitimes, et sont supprimés au bout de 30\u00a0jours.",
  searchLabel: "Rechercher (nom, e-mail ou texte)",
  searchButton: "Rechercher",
  empty: "Aucun message.",
  tableCaption: (total: number) => `${total}\u00a0message${total > 1 ? "s" : ""}`,
  columns: { received: "Reçu le", from: "Expéditeur", excerpt: "Extrait", status: "État", attempts: "Tentatives" },
  pagination: "Pages",
  previous: "Page précédente",
  next: "Page suivante",
  pageOf: (page: number, count: number) => `Page ${page} sur ${count}`,
} as const;

export const messageCopy = {
  title: "Message",
  notFound: "Ce message n’existe pas ou a été effacé.",
  back: "Retour aux messages",
  fields: {
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    received: "Reçu le",
    status: "État",
    attempts: "Tentatives d’envoi",
    channel: "Canal",
    sentAt: "Transmis le",
    lastError: "Dernière erreur",
    spamReason: "Motif",
    language: "Langue du visiteur",
    message: "Message",
  },
  none: "—",
  actions: "Actions",
  markSpam: "Marquer comme indésirable",
  markNotSpam: "Légitime\u00a0: le transmettre",
  retry: "Relancer l’envoi",
  done: {
    spam: "Le message est rangé dans les indésirables.",
    "not-spam": "Le message est remis dans la file d’envoi.",
    retry: "Le message est remis dans la file d’envoi\u00a0; une tentative part tout de suite.",
  },
  refused: "Action impossible\u00a0: le message a changé d’état entre-temps. Rechargez la page.",
} as const;

export const exportCopy = {
  title: "Export CSV",
  intro:
    "Les messages reçus entre deux dates (incluses, en temps universel), indésirables compris, dans un fichier CSV qu’Excel ouvre directement.",
  from: "Du",
  to: "Au",
  submit: "Télécharger le CSV",
  invalid: "Indiquez deux dates valides, la première avant la seconde, sur un an au plus.",
  fileName: (from: string, to: string) => `messages-${from}-${to}.csv`,
} as const;

/** The export's columns, in order: their heading and how each message fills them. */
export const exportColumns: readonly { label: string; value: (message: ConsoleMessage) => string | number }[] = [
  { label: "Reçu le (UTC)", value: (message) => new Date(message.createdAt).toISOString() },
  { label: "Nom", value: (message) => message.name },
  { label: "E-mail", value: (message) => message.email },
  { label: "Téléphone", value: (message) => message.phone },
  { label: "Message", value: (message) => message.message },
  { label: "État", value: (message) => statusLabels[message.status] },
  { label: "Tentatives", value: (message) => message.attempts },
  { label: "Canal", value: (message) => (message.channel ? channelLabels[message.channel] : "") },
];

export const erasureCopy = {
  title: "Effacement",
  intro:
    "Droit à l’effacement (loi n°\u00a009-08)\u00a0: supprime tous les messages envoyés depuis une adresse e-mail, dans tous les dossiers, transmis ou non. Le journal ne garde que le nombre de messages effacés, jamais l’adresse.",
  email: "Adresse e-mail de la personne",
  find: "Compter ses messages",
  invalid: "Indiquez une adresse e-mail valide.",
  found: (count: number, email: string) =>
    count === 0
      ? `Aucun message de ${email}.`
      : `${count}\u00a0message${count > 1 ? "s" : ""} de ${email} ${count > 1 ? "seront effacés" : "sera effacé"} définitivement.`,
  confirm: "Effacer définitivement",
  cancel: "Annuler",
  erased: (count: number) =>
    `${count}\u00a0message${count > 1 ? "s" : ""} ${count > 1 ? "ont été effacés" : "a été effacé"}.`,
} as const;

export const incidentLabels: Record<string, string> = {
  config: "Configuration de l’envoi invalide",
  "emailjs-permanent": "EmailJS refuse les envois",
  "emailjs-quota": "Quota EmailJS épuisé",
  overdue: "Messages en retard ou en échec",
  held: "Messages retenus",
  "outbox-storage-50": "Base des messages à 50\u00a0%",
  "outbox-storage-80": "Base des messages à 80\u00a0%",
  "outbox-storage-100": "Base des messages pleine",
  "vitals-storage-50": "Base des mesures à 50\u00a0%",
  "vitals-storage-80": "Base des mesures à 80\u00a0%",
  "vitals-storage-100": "Base des mesures pleine",
};

export const healthCopy = {
  title: "État",
  queueTitle: "Messages en attente",
  waiting: "En attente ou en cours d’envoi",
  held: "Retenus (budget horaire atteint)",
  failed: "En échec",
  spam: "Indésirables",
  oldest: "le plus ancien",
  budgetTitle: "Budget EmailJS de la période",
  budget: (used: number, quota: number) =>
    `${quota - used} envoi${quota - used > 1 ? "s" : ""} restant${quota - used > 1 ? "s" : ""} sur ${quota}`,
  budgetEnds: "remis à zéro le",
  budgetSpent: "EmailJS a déclaré son quota épuisé\u00a0: les messages passent par le second canal.",
  incidentsTitle: "Incidents ouverts",
  noIncident: "Aucun incident ouvert.",
  incidentColumns: { kind: "Incident", opened: "Ouvert le", alerted: "Alerte envoyée", detail: "Détail" },
  alertPending: "pas encore (nouvel essai au prochain passage)",
  cronTitle: "Tâches planifiées",
  cronColumns: { job: "Tâche", lastRun: "Dernier passage", lastOk: "Dernier succès", error: "Dernière erreur" },
  noCron: "Aucun passage enregistré pour l’instant.",
  never: "jamais",
} as const;

export const cronJobLabels: Record<string, string> = {
  "contact delivery": "Envoi des messages",
  storage: "Conservation et budgets de stockage",
  "console retention": "Nettoyage du journal et des indésirables",
};

export const metricCopy: Record<VitalMetric, { name: string; unit: string }> = {
  LCP: { name: "LCP, affichage du contenu principal", unit: "ms" },
  INP: { name: "INP, réactivité aux interactions", unit: "ms" },
  CLS: { name: "CLS, stabilité de la mise en page", unit: "" },
};

export const deviceLabels: Record<Device, string> = { mobile: "Mobile", desktop: "Ordinateur" };

export const speedCopy = {
  title: "Vitesse réelle",
  intro:
    "Le 75ᵉ centile des mesures envoyées par les navigateurs des visiteurs, jour par jour sur les 28\u00a0derniers jours, sur mobile et sur ordinateur. Les bandes marquent les seuils de Google\u00a0: bon, à améliorer, mauvais.",
  pageLabel: "Page",
  show: "Afficher",
  chartLabel: (metric: string, page: string) => `${metric}, page ${page}, 75ᵉ centile par jour`,
  figures: "Les chiffres, jour par jour",
  tableCaption: (metric: string) => `${metric}\u00a0: 75ᵉ centile par jour`,
  columns: { day: "Jour", samples: "mesures" },
  noData: "Aucune mesure sur cette période.",
  bands: { good: "bon", needsImprovement: "à améliorer", poor: "mauvais" },
} as const;

export const auditCopy = {
  title: "Journal",
  intro: "Chaque action faite dans la console, avec l’identité Cloudflare Access et l’heure. Conservé 365\u00a0jours.",
  columns: { at: "Le", actor: "Qui", action: "Action", target: "Sur" },
  empty: "Aucune action enregistrée.",
} as const;

export const auditActionLabels: Record<AuditAction, string> = {
  view: "Consultation",
  export: "Export",
  erasure: "Effacement",
  retry: "Relance",
  spam: "Marqué indésirable",
  "not-spam": "Déclaré légitime",
};
