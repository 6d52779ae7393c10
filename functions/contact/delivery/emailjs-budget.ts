/**
 * The EmailJS send budget (docs/decisions/022): at most the plan's monthly quota of requests per
 * quota window, and at most one request per second (paced at 1.5 s), across every Worker instance. The count lives
 * in D1 (migrations/0003_delivery_channels.sql) and is taken in one statement, so two concurrent
 * attempts can never both take the last request or the same second.
 */

/** EmailJS accepts one request per second per account. */
export const emailJsMinIntervalMs = 1_000;
/**
 * The gap we keep between two attempts taking a slot. Longer than EmailJS's second: the request
 * leaves after the slot is taken (a D1 round trip later, slower when D1 is busy), so two slots a
 * mere second apart could put two requests closer than that.
 */
export const emailJsPacingMs = 1_500;

export interface QuotaSettings {
  /** Requests allowed per quota window: the plan's monthly quota (EMAILJS_MONTHLY_QUOTA). */
  monthlyQuota: number;
  /** Day of the month (1–28, UTC) on which the plan's quota starts again (EMAILJS_QUOTA_RESET_DAY). */
  resetDay: number;
}

/** One quota period, in epoch milliseconds: [start, end). */
export interface QuotaWindow {
  start: number;
  end: number;
}

export type SlotReservation =
  /** The caller may send one request now; it is counted. */
  | { kind: "granted"; window: QuotaWindow }
  /** Another request took this second: try again at `retryAt`. */
  | { kind: "wait"; retryAt: number }
  /** The window's budget is spent (or EmailJS said so): nothing goes to EmailJS before `window.end`. */
  | { kind: "spent"; window: QuotaWindow };

/** The quota window holding `now`: from the reset day of this month (or the last) to the next one. */
export function quotaWindow(now: number, resetDay: number): QuotaWindow {
  const date = new Date(now);
  const month = date.getUTCMonth() - (date.getUTCDate() < resetDay ? 1 : 0);
  return {
    start: Date.UTC(date.getUTCFullYear(), month, resetDay),
    end: Date.UTC(date.getUTCFullYear(), month + 1, resetDay),
  };
}

interface UsageRow {
  requests: number;
  last_request_at: number;
  exhausted: number;
  granted: number;
}

/** Takes one EmailJS request from the budget, if the month and the second allow it. */
export async function reserveEmailJsRequest(
  db: D1Database,
  settings: QuotaSettings,
  now: number,
): Promise<SlotReservation> {
  const window = quotaWindow(now, settings.resetDay);
  const token = crypto.randomUUID();
  // SET expressions all read the row as it was, so the three CASEs agree on one condition.
  const free = "exhausted = 0 AND requests < ?3 AND last_request_at <= ?2 - ?4";
  const row = await db
    .prepare(
      `INSERT INTO emailjs_usage (window_start, requests, last_request_at, last_grant) VALUES (?1, 1, ?2, ?5)
       ON CONFLICT (window_start) DO UPDATE SET
         requests = CASE WHEN ${free} THEN requests + 1 ELSE requests END,
         last_request_at = CASE WHEN ${free} THEN ?2 ELSE last_request_at END,
         last_grant = CASE WHEN ${free} THEN ?5 ELSE last_grant END
       RETURNING requests, last_request_at, exhausted, last_grant = ?5 AS granted`,
    )
    .bind(window.start, now, settings.monthlyQuota, emailJsPacingMs, token)
    .first<UsageRow>();
  if (!row) throw new Error("emailjs_usage: no row returned");
  if (row.granted) return { kind: "granted", window };
  if (row.exhausted || row.requests >= settings.monthlyQuota) return { kind: "spent", window };
  return { kind: "wait", retryAt: row.last_request_at + emailJsPacingMs };
}

/**
 * After a failed request: gives the request back when EmailJS refused it (nothing was sent),
 * and closes the window when EmailJS said its quota is spent.
 */
export async function recordEmailJsFailure(
  db: D1Database,
  window: QuotaWindow,
  { refund, quotaSpent }: { refund: boolean; quotaSpent: boolean },
): Promise<void> {
  if (!refund && !quotaSpent) return;
  await db
    .prepare(
      `UPDATE emailjs_usage SET requests = MAX(requests - ?2, 0), exhausted = MAX(exhausted, ?3)
       WHERE window_start = ?1`,
    )
    .bind(window.start, refund ? 1 : 0, quotaSpent ? 1 : 0)
    .run();
}
