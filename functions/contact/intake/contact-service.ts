import { contactFormCopyContent } from "#app/i18n/content.ts";
import { honeypotField, idempotencyField, turnstileField, turnstileTokenMaxLength } from "#app/lib/contact-fields.ts";
import { type ContactMessage, isHoneypotFilled, readIdempotencyKey, validateContact } from "#app/lib/contact-schema.ts";
import type { ContactService, ContactSubmissionResult } from "#app/lib/contact-submission.ts";
import {
  type StoreLimits,
  type StoreOutcome,
  storeMessage,
  type Verification,
} from "#functions/contact/contact-outbox.ts";
import { deliverStoredMessage } from "#functions/contact/delivery/contact-delivery.ts";
import type { DeliveryEnv } from "#functions/contact/delivery/delivery-config.ts";
import { type CheckedFile, checkFiles } from "#functions/contact/files/file-check.ts";
import { allStored, type FileRow, newFiles, putFiles } from "#functions/contact/files/file-store.ts";
import { sourceHashes } from "#functions/contact/intake/contact-sources.ts";
import { type IntakeEnv, readIntakeLimits } from "#functions/contact/intake/intake-config.ts";
import { readTurnstileConfig, type TurnstileEnv, verifyTurnstile } from "#functions/contact/intake/turnstile.ts";
import { setAside } from "#functions/contact/spam-folder.ts";
import { withinRateLimit } from "#functions/rate-limit.ts";

/** The bindings the contact feature uses. */
export type ContactEnv = Pick<Env, "DB" | "CONTACT_RATE_LIMITER"> & { CONTACT_FILES?: R2Bucket } & DeliveryEnv &
  TurnstileEnv &
  IntakeEnv;

/** Attempts at storing one message before answering 503; the store is idempotent, so repeating is safe. */
export const storeAttempts = 3;
/** Pauses between those attempts: short, the visitor is waiting. */
const storeRetryDelaysMs = [100, 300];

/**
 * Accepts a submission: validate, drop robots, rate-limit, store in the outbox, then try to send
 * in the background. The visitor hears "received" as soon as the message is stored, held ones
 * included (decision 020); sending failures are the outbox's business from then on.
 */
export function createContactService(env: ContactEnv, ctx: Pick<ExecutionContext, "waitUntil">): ContactService {
  const limits = readIntakeLimits(env);
  const turnstile = readTurnstileConfig(env);
  return {
    turnstileSiteKey: turnstile?.siteKey ?? null,
    async submit({ fields, files = [], clientIp, locale }): Promise<ContactSubmissionResult> {
      const { errors, refusals, files: filesCopy } = contactFormCopyContent[locale].contactFormCopy;
      const validation = validateContact(fields, { errors, malformed: refusals.malformed });
      const checked = files.length > 0 ? await checkFiles(files, filesCopy) : ({ ok: true, files: [] } as const);
      if (!validation.ok || !checked.ok) {
        return {
          kind: "invalid",
          errors: { ...(validation.ok ? {} : validation.errors), ...(checked.ok ? {} : { files: checked.error }) },
          ...(!validation.ok && validation.formError ? { formError: validation.formError } : {}),
          ...(!checked.ok && checked.tooLarge && validation.ok ? { tooLarge: true } : {}),
        };
      }
      const fillKey = readIdempotencyKey(fields[idempotencyField]) ?? crypto.randomUUID();
      const id = await outboxId(fillKey, validation.message, checked.files);
      const keyed = newFiles(checked.files);
      // A burst from one source stops here, before any D1 query.
      const success = await withinRateLimit(env.CONTACT_RATE_LIMITER, clientIp);
      // Robots get the same answer as people, so they learn nothing; the message goes to the spam
      // folder, never sent (decision 019), unless its source is over the minute's limit.
      if (isHoneypotFilled(fields[honeypotField])) {
        if (success)
          await setAsideQuietly(env, { id, message: validation.message, reason: "honeypot", locale }, checked.files);
        return { kind: "accepted" };
      }
      if (!success) return { kind: "rate-limited" };

      let verification: Verification = "off";
      if (turnstile) {
        const token = readToken(fields[turnstileField]);
        const verdict = token
          ? await verifyTurnstile(turnstile, { token, remoteIp: clientIp, idempotencyKey: id })
          : "missing";
        if (verdict === "failed") {
          await setAsideQuietly(env, { id, message: validation.message, reason: "turnstile", locale }, checked.files);
          return { kind: "challenge-failed" };
        }
        verification = verdict;
      }
      // Without a token the message is queued in a lane of its own, with a much smaller budget.
      const storeLimits: StoreLimits = {
        windowMs: limits.windowMs,
        sendingBudget: limits.sendingBudget,
        perSource: limits.perSource,
        perSourceBytes: limits.perSourceBytes,
        ...(verification === "missing" ? { laneBudget: limits.unverifiedBudget } : {}),
      };

      let stored: StoreOutcome;
      try {
        stored = await withRetries(async () => {
          // Each attempt's own time: a repeat of a store that did land is then a "duplicate", counted once.
          const now = Date.now();
          const source = await sourceHashes(env.DB, clientIp, now, limits.windowMs);
          return storeMessage(
            env.DB,
            { id, message: validation.message, now, verification, source, locale, files: keyed },
            storeLimits,
          );
        });
      } catch (error) {
        console.error(
          `Contact message could not be stored after ${storeAttempts} attempts: ${error instanceof Error ? error.message : "unknown error"}`,
        );
        return { kind: "unavailable" };
      }
      if (stored.kind === "source-limited") {
        const retryAfterSeconds = Math.max(1, Math.ceil(stored.retryAfterMs / 1000));
        return { kind: "source-limited", retryAfterSeconds, ...(stored.over === "bytes" ? { over: "bytes" } : {}) };
      }
      if (stored.kind === "storage-full") {
        console.error("Contact message refused: the outbox is over its byte budget and holds no more messages.");
        return { kind: "busy" };
      }
      // The message is stored: its files now, each failure leaving it "missing", never the message lost.
      const kept = await keepFiles(env, id, stored.files, checked.files);
      const accepted: ContactSubmissionResult = allStored(kept)
        ? { kind: "accepted" }
        : { kind: "accepted", filesNotReceived: true };
      switch (stored.kind) {
        case "held":
          console.warn(`Contact message ${id} held: the sending budget of the window is used; the cron releases it.`);
          return accepted;
        case "stored":
          ctx.waitUntil(
            Promise.resolve()
              .then(() => deliverStoredMessage(env, id))
              .catch((error: unknown) =>
                // The row is stored; the cron retries whatever this attempt could not finish.
                console.error(
                  `Contact message ${id}: first attempt aborted (${error instanceof Error ? error.message : "unknown"}).`,
                ),
              ),
          );
          return accepted;
        case "duplicate":
          return accepted;
      }
    },
  };
}

/**
 * The outbox id: the form fill's key bound to what was written (docs/decisions/020).
 * A repeat of the same fill with the same content is the same row (a double click,
 * a retry after a timeout); the same fill edited and sent again is a new message,
 * so an edit is never dropped as a "repeat". UUID-shaped, from SHA-256.
 */
export async function outboxId(
  fillKey: string,
  message: ContactMessage,
  files: readonly Pick<CheckedFile, "name" | "size">[] = [],
): Promise<string> {
  // Files by name and size, not by content: hashing 20 MB would cost more CPU than the whole request.
  const attached = files.map((file) => [file.name, file.size]);
  const content = JSON.stringify([fillKey, message.name, message.email, message.numTele, message.msg, ...attached]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content)));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Puts the stored message's files in the bucket, then lets its first sending attempt claim it (the
 * upload lease ends). A D1 failure here leaves the lease to run out: the cron sends it then.
 */
async function keepFiles(
  env: ContactEnv,
  id: string,
  rows: readonly FileRow[],
  files: readonly CheckedFile[],
): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  try {
    const kept = await putFiles(env.DB, env.CONTACT_FILES, rows, files);
    await env.DB.prepare(
      "UPDATE contact_outbox SET next_attempt_at = ?2 WHERE id = ?1 AND status = 'pending' AND attempts = 0",
    )
      .bind(id, Date.now())
      .run();
    return kept;
  } catch (error) {
    console.error(`Contact message ${id}: files not recorded (${error instanceof Error ? error.message : "unknown"}).`);
    return rows.map((row) => (row.status === "stored" ? row : { ...row, status: "missing" }));
  }
}

/** The spam folder is a courtesy to the owner: its failure never changes the visitor's answer. */
async function setAsideQuietly(
  env: ContactEnv,
  entry: Omit<Parameters<typeof setAside>[1], "now" | "files">,
  files: readonly CheckedFile[],
): Promise<void> {
  try {
    const rows = await setAside(env.DB, { ...entry, files: newFiles(files), now: Date.now() });
    await putFiles(env.DB, env.CONTACT_FILES, rows, files);
  } catch (error) {
    console.warn(`Set-aside message not kept: ${error instanceof Error ? error.message : "unknown error"}`);
  }
}

/** Runs `task` up to `storeAttempts` times, pausing between tries; rethrows the last error. */
async function withRetries<T>(task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= storeAttempts) throw error;
      console.warn(
        `Contact store attempt ${attempt} failed (${error instanceof Error ? error.message : "unknown"}); retrying.`,
      );
      await new Promise((resolve) => setTimeout(resolve, storeRetryDelaysMs[attempt - 1] ?? 0));
    }
  }
}

/** A Turnstile token as the widget makes them (a few hundred characters), or undefined. */
function readToken(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= turnstileTokenMaxLength ? value : undefined;
}
