import {
  claimMessage,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  releaseMessage,
} from "#functions/contact/contact-outbox.ts";
import { type AttachedFile, parseAttachedFiles } from "#functions/contact/delivery/attached-files.ts";
import {
  type DeliveryEnv,
  type DeliverySettings,
  type MailRoute,
  readDeliveryConfig,
} from "#functions/contact/delivery/delivery-config.ts";
import {
  formatWait,
  messageEmail,
  permanentIncidentDetail,
  quotaIncidentDetail,
} from "#functions/contact/delivery/delivery-emails.ts";
import { type IncidentContext, raiseIncident } from "#functions/contact/delivery/delivery-incidents.ts";
import { toTemplateParams } from "#functions/contact/delivery/email-params.ts";
import { type FailureKind, sendWithEmailJs } from "#functions/contact/delivery/emailjs.ts";
import {
  emailJsPacingMs,
  type QuotaWindow,
  recordEmailJsFailure,
  reserveEmailJsRequest,
} from "#functions/contact/delivery/emailjs-budget.ts";
import type { EmailJsCredentials } from "#functions/contact/delivery/emailjs-config.ts";
import { type MailResult, sendMail } from "#functions/contact/delivery/second-channel.ts";

/**
 * After this many attempts refused for a permanent reason (and not carried by the second
 * channel either) a message is marked failed, until `npm run outbox -- --retry`. Temporary
 * causes and a spent quota never make a message failed (docs/decisions/022).
 */
export const maxAttempts = 12;

/** Exponential backoff: 1, 2, 4 … minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

/** Time, injectable so tests can move it; the Worker uses the real one. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

export interface DeliveryContext extends IncidentContext {
  settings: DeliverySettings;
  clock: Clock;
  /** When this invocation last took an EmailJS request slot: the next waits the pace after it. */
  lastRequestAt?: number;
  /** Set once this invocation learns the quota is spent: later messages skip the query. */
  spentWindow?: QuotaWindow;
  /**
   * A visitor's own attempt may wait once for a second taken by someone else; the cron moves on
   * and leaves the message for its next run (each wait costs a query: docs/decisions/021).
   */
  waitForBusySecond: boolean;
}

export function createDeliveryContext(
  db: D1Database,
  settings: DeliverySettings,
  { clock = systemClock, waitForBusySecond = false }: { clock?: Clock; waitForBusySecond?: boolean } = {},
): DeliveryContext {
  return { db, settings, clock, now: clock.now, alerts: settings.alerts, raised: new Set(), waitForBusySecond };
}

export type DeliveryOutcome =
  /** EmailJS accepted it. */
  | "sent"
  /** The second channel (Cloudflare's send_email binding) carried it. */
  | "sent-second-channel"
  /** Not delivered; pending until its next attempt. */
  | "retry"
  /** EmailJS's quota is spent and no second channel carried it: pending until the quota window resets. */
  | "waiting-quota"
  /** Another attempt held this second's EmailJS request: due again at once, no attempt counted. */
  | "deferred"
  /** Refused for a permanent reason after the last attempt: a maintainer must re-queue it. */
  | "failed"
  /** Not due, or another attempt owns it. */
  | "skipped"
  /** Neither EmailJS nor a second channel is configured: the message waits, untouched. */
  | "not-configured"
  /** The attempt threw (a D1 error, say); the row's lease expires and a later run retries it. */
  | "error";

interface EmailJsFailure {
  status: "failed";
  kind: FailureKind;
  reason: string;
  /** The quota window the attempt fell in: a spent quota waits for its end. */
  window: QuotaWindow;
}

/** What trying EmailJS came to. */
type EmailJsAttempt = { status: "sent" } | { status: "deferred" } | EmailJsFailure;

/**
 * One delivery attempt for one stored message: EmailJS first, within the send budget; the
 * second channel when EmailJS is not configured, refuses for quota or permanent reasons, or the
 * message has waited longer than CONTACT_MAX_WAIT_MINUTES. Never throws on a provider failure.
 */
export async function deliverMessage(context: DeliveryContext, id: string): Promise<DeliveryOutcome> {
  const { db, settings, clock } = context;
  const { credentials } = settings.emailjs;
  const { secondChannel } = settings;
  if (!credentials && !secondChannel) {
    console.warn(`Contact message ${id} stored, not sent: neither EmailJS nor a second channel is configured.`);
    return "not-configured";
  }
  const row = await claimMessage(db, id, clock.now());
  if (!row) return "skipped";

  const overdue = clock.now() - row.created_at >= settings.maxWaitMs;
  let secondChannelError: string | undefined;
  // Waited too long, or EmailJS not configured: the second channel first; EmailJS still gets its
  // chance if that fails too.
  if (secondChannel && (overdue || !credentials)) {
    const why = credentials
      ? `message en attente depuis plus de ${formatWait(settings.maxWaitMs)}`
      : "EmailJS n’est pas configuré";
    const result = await viaSecondChannel(context, row, secondChannel, why);
    if (result.status === "sent") return "sent-second-channel";
    secondChannelError = result.reason;
  }

  let failure: EmailJsFailure | undefined;
  if (credentials) {
    const emailjs = await tryEmailJs(context, row, credentials);
    if (emailjs.status === "sent") {
      await markSent(db, id, clock.now(), "emailjs");
      return "sent";
    }
    if (emailjs.status === "deferred" && secondChannelError === undefined) {
      await releaseMessage(db, id, clock.now());
      return "deferred";
    }
    if (emailjs.status === "failed") failure = emailjs;
  }

  // EmailJS refused for quota or permanent reasons: the second channel, unless it just failed.
  if (secondChannel && secondChannelError === undefined && failure && failure.kind !== "temporary") {
    const result = await viaSecondChannel(context, row, secondChannel, failure.reason);
    if (result.status === "sent") return "sent-second-channel";
    secondChannelError = result.reason;
  }

  return scheduleNextAttempt(context, row, failure, secondChannelError);
}

/** The message to the company's inbox through Cloudflare's send_email binding; marked sent when it went. */
async function viaSecondChannel(
  { db, clock, settings }: DeliveryContext,
  row: OutboxRow,
  route: MailRoute,
  why: string,
): Promise<MailResult> {
  const result = await sendMail(route, messageEmail(letterOf(row, settings), why));
  if (result.status === "sent") await markSent(db, row.id, clock.now(), "second-channel");
  return result;
}

/** Nothing carried the message: decide when it is tried again, or whether it is failed. */
async function scheduleNextAttempt(
  { db, settings, clock }: DeliveryContext,
  row: OutboxRow,
  failure: EmailJsFailure | undefined,
  secondChannelError: string | undefined,
): Promise<DeliveryOutcome> {
  const now = clock.now();
  const kind = failure?.kind ?? "temporary";
  const reason = [failure?.reason, secondChannelError && `second channel: ${secondChannelError}`]
    .filter(Boolean)
    .join(" | ");
  const backoff = now + retryDelayMs(row.attempts);
  let retryAt: number | null;
  if (failure?.kind === "quota") {
    // Nothing goes to EmailJS before the reset; a failing second channel is tried again sooner.
    retryAt = settings.secondChannel ? Math.min(backoff, failure.window.end) : failure.window.end;
  } else if (failure?.kind === "permanent") {
    retryAt = row.attempts >= maxAttempts ? null : backoff;
  } else {
    // A temporary failure is never final; the second channel takes over once the wait is too long,
    // at once if the wait ran out during this attempt (a slow EmailJS) and it was not tried yet.
    const handOver = Math.max(row.created_at + settings.maxWaitMs, now);
    retryAt = settings.secondChannel && secondChannelError === undefined ? Math.min(backoff, handOver) : backoff;
  }
  await markAttemptFailed(db, row.id, { reason, kind, retryAt });

  if (retryAt === null) {
    console.error(`Contact message ${row.id} FAILED after ${row.attempts} attempts (${reason}); see npm run outbox.`);
    return "failed";
  }
  console.warn(`Contact message ${row.id} not sent (attempt ${row.attempts}, ${kind}: ${reason}); will retry.`);
  return kind === "quota" && !settings.secondChannel ? "waiting-quota" : "retry";
}

/** One EmailJS request, if the budget and the one-per-second pace allow it. */
async function tryEmailJs(
  context: DeliveryContext,
  row: OutboxRow,
  credentials: EmailJsCredentials,
): Promise<EmailJsAttempt> {
  const { db, settings, clock } = context;
  if (context.spentWindow && clock.now() < context.spentWindow.end) return spent(settings, context.spentWindow);
  // Pace this invocation's own requests without spending a query on a refusal.
  if (context.lastRequestAt !== undefined) await clock.sleep(context.lastRequestAt + emailJsPacingMs - clock.now());
  let slot = await reserveEmailJsRequest(db, settings.quota, clock.now());
  if (slot.kind === "wait" && context.waitForBusySecond) {
    await clock.sleep(slot.retryAt - clock.now());
    slot = await reserveEmailJsRequest(db, settings.quota, clock.now());
  }
  if (slot.kind === "wait") return { status: "deferred" };
  if (slot.kind === "spent") {
    await markQuotaSpent(context, settings, slot.window);
    return spent(settings, slot.window);
  }

  context.lastRequestAt = clock.now();
  const result = await sendWithEmailJs(
    settings.emailjs.apiBase,
    credentials,
    toTemplateParams(letterOf(row, settings)),
  );
  if (result.status === "sent") return { status: "sent" };
  await recordEmailJsFailure(db, slot.window, { refund: result.refused, quotaSpent: result.kind === "quota" });
  if (result.kind === "quota") {
    await markQuotaSpent(context, settings, slot.window);
  }
  if (result.kind === "permanent")
    await raiseIncident(context, "emailjs-permanent", permanentIncidentDetail(result.reason));
  return { status: "failed", kind: result.kind, reason: result.reason, window: slot.window };
}

/** Remembers the spent quota for the rest of this invocation and tells the owner (once per incident). */
async function markQuotaSpent(context: DeliveryContext, settings: DeliverySettings, window: QuotaWindow) {
  context.spentWindow = window;
  const hasSecondChannel = settings.secondChannel !== undefined;
  await raiseIncident(
    context,
    "emailjs-quota",
    quotaIncidentDetail(settings.quota.monthlyQuota, window.end, hasSecondChannel),
  );
}

function spent(settings: DeliverySettings, window: QuotaWindow): EmailJsFailure {
  const until = new Date(window.end).toISOString();
  const reason = `EmailJS monthly budget spent (${settings.quota.monthlyQuota} requests) until ${until}`;
  return { status: "failed", kind: "quota", reason, window };
}

/**
 * A claimed row as the company's e-mails write it: its files (name, size, received or not) and the
 * address of the message in the console, where they are downloaded (issue 36).
 */
function letterOf(
  row: OutboxRow,
  settings: DeliverySettings,
): Omit<OutboxRow, "files"> & { files: AttachedFile[]; messageUrl?: string } {
  const files = parseAttachedFiles(row.files);
  const messageUrl = settings.consoleOrigin
    ? new URL(`/console/messages/${encodeURIComponent(row.id)}`, settings.consoleOrigin).href
    : undefined;
  return { ...row, files, ...(messageUrl ? { messageUrl } : {}) };
}

/** The first attempt, right after a visitor's message is stored (in `waitUntil`). */
export async function deliverStoredMessage(
  env: DeliveryEnv & { DB: D1Database },
  id: string,
  clock: Clock = systemClock,
): Promise<DeliveryOutcome> {
  const context = createDeliveryContext(env.DB, readDeliveryConfig(env), { clock, waitForBusySecond: true });
  return deliverMessage(context, id);
}
