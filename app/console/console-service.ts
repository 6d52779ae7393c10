import { createContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import type { FileKind } from "#app/lib/contact-files.ts";

/**
 * What the console's routes know of the Worker (docs/decisions/024): an interface and a router
 * context key, set by the Worker only after Cloudflare Access vouched for the request. app/ never
 * imports functions/; functions/console/worker-console-service.ts implements this.
 */

/** Where a message is: the outbox's statuses, or the spam folder. */
export type MessageStatus = "held" | "pending" | "sending" | "sent" | "failed" | "spam";
export type Folder = "inbox" | "spam";

/** A file sent with a message (issue 36): kept in the private bucket, downloaded through the console only. */
export interface ConsoleFile {
  /** 0-based, in the visitor's order: the download's address names it. */
  position: number;
  name: string;
  kind: FileKind;
  size: number;
  /** stored: in the bucket; missing: the bucket failed; dropped: not kept (budget); pending: on its way. */
  status: "pending" | "stored" | "missing" | "dropped";
}

export interface ConsoleMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: MessageStatus;
  attempts: number;
  channel: "emailjs" | "second-channel" | null;
  lastError: string | null;
  /** Why it is in the spam folder, for spam only. */
  spamReason: "honeypot" | "turnstile" | "marked" | null;
  /** The language of the page it was sent from: the one to answer in. */
  locale: Locale;
  createdAt: number;
  sentAt: number | null;
  /** Its files, none for most messages. */
  files: ConsoleFile[];
}

export interface MessageQuery {
  folder: Folder;
  /** Matched against the name, the e-mail address and the text; empty: everything. */
  search: string;
  /** 1-based. */
  page: number;
}

export interface MessagePage {
  messages: ConsoleMessage[];
  total: number;
  page: number;
  pageCount: number;
}

export interface HealthReport {
  incidents: { kind: string; openedAt: number; alertedAt: number | null; detail: string }[];
  emailjs: { used: number; quota: number; windowEnd: number; exhausted: boolean };
  /** Pending or being sent, with the oldest one's time. */
  waiting: { count: number; oldestAt: number | null };
  held: { count: number; oldestAt: number | null };
  failed: number;
  spam: number;
  cron: { job: string; lastRunAt: number; lastOkAt: number | null; lastError: string | null }[];
}

/** The speed charts cover this many UTC days, today included (issue 23, §7). */
export const vitalsTrendDays = 28;

export type VitalMetric = "LCP" | "INP" | "CLS";
export type Device = "mobile" | "desktop";

/** One day's 75th percentile of one metric on one kind of device. */
export interface DailyP75 {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  metric: VitalMetric;
  device: Device;
  p75: number;
  samples: number;
}

export type AuditAction = "view" | "export" | "erasure" | "retry" | "spam" | "not-spam";

export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  action: AuditAction;
  target: string;
}

/** Every read records a view in the audit trail and every action its own entry, with the identity. */
export interface ConsoleService {
  /** The Access identity (an e-mail address, or a service token's name). */
  identity: string;
  /** The token every form carries, bound to this Access session (decision 024). */
  formToken: string;
  listMessages(query: MessageQuery): Promise<MessagePage>;
  getMessage(id: string): Promise<ConsoleMessage | null>;
  /**
   * One file of a message as a download (attachment, its kind's type, nosniff), recorded in the
   * audit trail; null when the message, the file or its bytes are not there.
   */
  downloadFile(id: string, position: number): Promise<Response | null>;
  /** Each returns false when the message is not (or no longer) in a state that allows it. */
  markSpam(id: string): Promise<boolean>;
  markNotSpam(id: string): Promise<boolean>;
  retry(id: string): Promise<boolean>;
  /** Messages received in [from, to] (UTC days, inclusive), as CSV text. */
  exportCsv(range: { from: string; to: string }): Promise<string>;
  countFrom(email: string): Promise<number>;
  /** Deletes every message from this address, in every folder; returns how many. */
  eraseFrom(email: string): Promise<number>;
  health(): Promise<HealthReport>;
  /** The last 28 days' daily p75 of one route (a path of pageMeta). */
  vitals(route: string): Promise<DailyP75[]>;
  auditTrail(page: number): Promise<{ entries: AuditEntry[]; pageCount: number }>;
}

/** The form field every console POST carries: the session's form token (decision 024). */
export const formTokenField = "jeton";

export const consoleContext = createContext<ConsoleService | null>(null);
