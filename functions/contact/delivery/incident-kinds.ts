/**
 * The kinds of incident the owner is alerted of, one alert each while it lasts (decisions 020 and
 * 022): what delivery-incidents.ts records and delivery-emails.ts writes about.
 */
export type IncidentKind = "config" | "emailjs-permanent" | "emailjs-quota" | "overdue" | "held" | StorageIncidentKind;

/**
 * The stores with a byte budget (the two databases, decision 020, and the contact files' bucket,
 * issue 36), and the shares of it that alert the owner.
 */
export type StoredDatabase = "outbox" | "vitals" | "files";
export const storageLevels = [50, 80, 100] as const;
export type StorageIncidentKind = `${StoredDatabase}-storage-${(typeof storageLevels)[number]}`;
