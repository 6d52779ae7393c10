import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { type Clock, createDeliveryContext } from "#functions/contact/delivery/contact-delivery.ts";
import {
  type DeliveryEnv,
  type DeliverySettings,
  type MailRoute,
  readDeliveryConfig,
} from "#functions/contact/delivery/delivery-config.ts";
import { runDeliveryJob } from "#functions/contact/delivery/delivery-cron.ts";

/** A clock the test moves; `sleep` advances it at once, so waits for the next second cost nothing. */
export function fakeClock(start: number) {
  let time = start;
  const clock: Clock & { advance(ms: number): void; slept: number[] } = {
    now: () => time,
    slept: [],
    async sleep(ms) {
      clock.slept.push(ms);
      time += Math.max(0, ms);
    },
    advance(ms) {
      time += ms;
    },
  };
  return clock;
}

/** The bindings a second channel needs, all unset (no send_email binding, no addresses). */
export const noSecondChannel = { CONTACT_EMAIL: undefined, CONTACT_EMAIL_FROM: undefined, CONTACT_EMAIL_TO: undefined };

/** Runs the cron's delivery job, as the Worker's scheduled() does, at the clock's time. */
export function runDeliveryCron(clock: Clock, environment: Env = env) {
  return runDeliveryJob(environment as DeliveryEnv & { DB: D1Database }, clock);
}

/** A send_email route whose binding records e-mails (and refuses them when `fail` says so). */
export function recordingRoute(to: string, { fail }: { fail?: () => boolean } = {}) {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessageBuilder) {
      if (fail?.()) throw new Error(`email to ${to} not allowed`);
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as unknown as SendEmail;
  const route: MailRoute = { binding, from: "formulaire@tingis-industry.ma", to };
  return { route, sent };
}

/** Delivery settings read from the test environment, then adjusted. */
export function settingsWith(overrides: Partial<DeliverySettings> = {}, variables: Partial<DeliveryEnv> = {}) {
  return { ...readDeliveryConfig({ ...(env as DeliveryEnv), ...variables }), ...overrides };
}

export function contextFor(settings: DeliverySettings, clock: Clock, db: D1Database = env.DB) {
  return createDeliveryContext(db, settings, { clock });
}

/** Inserts a stored message as the contact service would (pending unless told; a held one not queued), in epoch ms. */
export async function insertMessage(
  id: string,
  createdAt: number,
  {
    dueAt = createdAt,
    status = "pending",
    sentAt = status === "sent" ? createdAt : null,
    verification = "off",
  }: { dueAt?: number; status?: string; sentAt?: number | null; verification?: string } = {},
) {
  await env.DB.prepare(
    `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at,
       queued_at, sent_at, verification)
     VALUES (?1, 'Karim Benali', 'karim@example.ma', '+212 6 11 22 33 44', ?2, ?5, 0, ?3, ?4, ?6, ?7, ?8)`,
  )
    .bind(id, `Demande ${id}`, dueAt, createdAt, status, status === "held" ? null : createdAt, sentAt, verification)
    .run();
}

/** Silences the delivery's expected warnings and errors, and keeps them for assertions. */
export function captureLogs() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  return { warnings: () => warn.mock.calls.flat().join("\n"), errors: () => error.mock.calls.flat().join("\n") };
}
