import type { AuditAction, ConsoleService } from "#app/console/console-service.ts";
import { exportColumns } from "#app/content/console.ts";
import { filesExportColumn } from "#app/content/console-files.ts";
import { readAuditTrail, recordAction } from "#functions/console/audit-trail.ts";
import type { ConsoleSession } from "#functions/console/console-guard.ts";
import { toCsv } from "#functions/console/csv.ts";
import { downloadFile } from "#functions/console/file-download.ts";
import { readHealth } from "#functions/console/health.ts";
import {
  countFrom,
  eraseFrom,
  getMessage,
  listMessages,
  messagesBetween,
  moveToSpam,
  releaseFromSpam,
  requeue,
} from "#functions/console/message-store.ts";
import { dailyP75 } from "#functions/console/vitals-trend.ts";
import { deliverStoredMessage } from "#functions/contact/delivery/contact-delivery.ts";
import { readDeliveryConfig } from "#functions/contact/delivery/delivery-config.ts";

const dayMs = 24 * 60 * 60_000;

/**
 * The console's service for one verified request (docs/decisions/019, 024): every read records a
 * view and every action its own entry in the audit trail, under the Access identity, before it
 * answers; a requeued or released message gets a first attempt at once, in the background.
 */
export function createConsoleService(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  session: ConsoleSession,
): ConsoleService {
  const db = env.DB;
  const record = (action: AuditAction, target: string) =>
    recordAction(db, { actor: session.identity, action, target, at: Date.now() });
  const deliverSoon = (id: string) =>
    ctx.waitUntil(
      deliverStoredMessage(env, id).catch((error: unknown) =>
        // The row is queued: the cron tries again whatever this attempt could not finish.
        console.error(`Console: attempt for ${id} aborted (${error instanceof Error ? error.message : "unknown"}).`),
      ),
    );
  return {
    identity: session.identity,
    formToken: session.formToken,
    async listMessages(query) {
      await record("view", `${query.folder === "spam" ? "indésirables" : "messages"}, page ${query.page}`);
      return listMessages(db, query);
    },
    async getMessage(id) {
      await record("view", `message ${id}`);
      return getMessage(db, id);
    },
    async downloadFile(id, position) {
      await record("view", `fichier ${position + 1} du message ${id}`);
      return downloadFile(db, env.CONTACT_FILES, id, position);
    },
    async markSpam(id) {
      await record("spam", `message ${id}`);
      return moveToSpam(db, id);
    },
    async markNotSpam(id) {
      await record("not-spam", `message ${id}`);
      const released = await releaseFromSpam(db, id, Date.now());
      if (released) deliverSoon(id);
      return released;
    },
    async retry(id) {
      await record("retry", `message ${id}`);
      const requeued = await requeue(db, id, Date.now());
      if (requeued) deliverSoon(id);
      return requeued;
    },
    async exportCsv({ from, to }) {
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`) + dayMs;
      const messages = await messagesBetween(db, start, end);
      await record("export", `${from} → ${to}, ${messages.length} message(s)`);
      const columns = [...exportColumns, filesExportColumn];
      return toCsv([
        columns.map((column) => column.label),
        ...messages.map((message) => columns.map((column) => column.value(message))),
      ]);
    },
    countFrom: (email) => countFrom(db, email),
    async eraseFrom(email) {
      const erased = await eraseFrom(db, env.CONTACT_FILES, email);
      // The count only: the address itself must not outlive the erasure, here or anywhere.
      await record("erasure", `${erased} message(s)`);
      return erased;
    },
    async health() {
      await record("view", "état");
      return readHealth(db, readDeliveryConfig(env).quota, Date.now());
    },
    async vitals(route) {
      await record("view", `vitesse ${route}`);
      return dailyP75(env.VITALS_DB, route, Date.now());
    },
    async auditTrail(page) {
      await record("view", `journal, page ${page}`);
      return readAuditTrail(db, page);
    },
  };
}
