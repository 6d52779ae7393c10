import type { AuditAction, AuditEntry } from "#app/console/console-service.ts";

/**
 * The console's audit trail (docs/decisions/024): who did what, when, kept `auditRetentionMs`
 * (the cron prunes it). Targets are message ids, page names and counts: never an address or a
 * visitor's text, so an erasure leaves nothing here either.
 */
const auditRetentionDays = 365;
const auditRetentionMs = auditRetentionDays * 24 * 60 * 60_000;
const auditPageSize = 50;

export async function recordAction(
  db: D1Database,
  entry: { actor: string; action: AuditAction; target: string; at: number },
): Promise<void> {
  await db
    .prepare("INSERT INTO console_audit (at, actor, action, target) VALUES (?1, ?2, ?3, ?4)")
    .bind(entry.at, entry.actor, entry.action, entry.target.slice(0, 200))
    .run();
}

export async function readAuditTrail(
  db: D1Database,
  page: number,
): Promise<{ entries: AuditEntry[]; pageCount: number }> {
  const [counted, listed] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT COUNT(*) AS total FROM console_audit"),
    db
      .prepare("SELECT id, at, actor, action, target FROM console_audit ORDER BY at DESC, id DESC LIMIT ?1 OFFSET ?2")
      .bind(auditPageSize, (page - 1) * auditPageSize),
  ]);
  const total = Number(counted?.results[0]?.total ?? 0);
  return {
    entries: (listed?.results ?? []) as unknown as AuditEntry[],
    pageCount: Math.max(1, Math.ceil(total / auditPageSize)),
  };
}

/** For the cron: the trail past its period goes. */
export function pruneAuditStatement(db: D1Database, now: number): D1PreparedStatement {
  return db.prepare("DELETE FROM console_audit WHERE at < ?1").bind(now - auditRetentionMs);
}
