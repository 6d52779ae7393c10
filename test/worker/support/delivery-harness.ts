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

/** The test Worker's environment with some variables changed (undefined removes one). */
export function envWith(overrides: Record<string, unknown> = {}): Env {
  return { ...env, ...overrides } as Env;
}

/** The same environment without a second channel (no send_email binding, no addresses). */
export function envWithoutSecondChannel(overrides: Record<string, unknown> = {}): Env {
  return envWith({
    CONTACT_EMAIL: undefined,
    CONTACT_EMAIL_FROM: undefined,
    CONTACT_EMAIL_TO: undefined,
    ...overrides,
  });
}

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

/** Inserts a stored message as the contact service would, `createdAt` in epoch ms. */
export async function insertMessage(id: string, createdAt: number, dueAt = createdAt) {
  await env.DB.prepare(
    `INSERT INTO contact_outbox
       (id, name, email, phone, message, status, attempts, next_attempt_at, created_at, queued_at)
     VALUES (?1, 'Karim Benali', 'karim@example.ma', '+212 6 11 22 33 44', ?2, 'pending', 0, ?3, ?4, ?4)`,
  )
    .bind(id, `Demande ${id}`, dueAt, createdAt)
    .run();
}

/**
 * A D1 binding that counts every query sent to the database (run, first, all, raw, batch) and
 * can make chosen statements fail, as a flaky network to D1 would.
 */
export function instrumentedDb(
  db: D1Database,
  { failWhen }: { failWhen?: (sql: string, params: unknown[]) => boolean } = {},
) {
  const counter = { queries: 0 };
  // The real batch() wants the real statements, not their proxies.
  const targets = new WeakMap<
    D1PreparedStatement,
    { statement: D1PreparedStatement; sql: string; params: unknown[] }
  >();
  const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values), sql, values);
        if (property === "run" || property === "first" || property === "all" || property === "raw")
          return (...args: unknown[]) => {
            counter.queries += 1;
            if (failWhen?.(sql, params)) return Promise.reject(new Error("D1_ERROR: Network connection lost."));
            return (target[property] as (...a: unknown[]) => unknown).apply(target, args);
          };
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    targets.set(proxy, { statement, sql, params });
    return proxy;
  };
  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql);
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => {
          counter.queries += 1;
          const known = statements.map((statement) => targets.get(statement));
          if (known.some((entry) => entry && failWhen?.(entry.sql, entry.params)))
            return Promise.reject(new Error("D1_ERROR: Network connection lost."));
          return target.batch(statements.map((statement, index) => known[index]?.statement ?? statement));
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counter };
}

/** Silences the delivery's expected warnings and errors, and keeps them for assertions. */
export function captureLogs() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  return { warnings: () => warn.mock.calls.flat().join("\n"), errors: () => error.mock.calls.flat().join("\n") };
}
