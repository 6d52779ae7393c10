import { rateLimitKey } from "#functions/rate-limit.ts";
import { utcDay } from "#functions/utc-day.ts";

/**
 * Where a message came from, as the per-source quota counts it (docs/decisions/020): the
 * rate-limit key (the IPv4 address, or the IPv6 /64) under an HMAC whose key is drawn at random
 * for each UTC day and kept in D1 only while a counted row can still use it. Neither the address
 * nor anything that links the hash to a message is stored.
 */
export interface SourceHashes {
  /** The hash under today's key: what a stored message is counted under. */
  current: string;
  /** Every hash this source may have been counted under within the window (today's, yesterday's). */
  all: string[];
}

const dayMs = 24 * 60 * 60_000;

/** The keys this isolate already read, by UTC day: one D1 round trip per isolate and day. */
const keysByDay = new Map<string, CryptoKey>();

export async function sourceHashes(
  db: D1Database,
  clientIp: string,
  now: number,
  windowMs: number,
): Promise<SourceHashes> {
  const today = utcDay(now);
  // A window reaching back into yesterday also counts what was hashed under yesterday's key.
  const days = utcDay(now - windowMs) === today ? [today] : [today, utcDay(now - dayMs)];
  const keys = await dayKeys(db, days);
  const todayKey = keys.get(today);
  if (!todayKey) throw new Error("Today's source key could not be read.");
  const source = new TextEncoder().encode(rateLimitKey(clientIp));
  const current = await hmac(todayKey, source);
  const yesterdayKey = days[1] === undefined ? undefined : keys.get(days[1]);
  return { current, all: yesterdayKey ? [current, await hmac(yesterdayKey, source)] : [current] };
}

/** Today's key (created by the first message of the day) and the other days' that exist. */
async function dayKeys(db: D1Database, [today, ...others]: string[]): Promise<Map<string, CryptoKey>> {
  const known = new Map<string, CryptoKey>();
  const missing = [today, ...others].filter((day) => {
    const key = keysByDay.get(day);
    if (key) known.set(day, key);
    return !key;
  });
  if (missing.length === 0) return known;
  for (const day of keysByDay.keys()) if (day < today && !others.includes(day)) keysByDay.delete(day);
  const secret = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  const [, read] = await db.batch<{ day: string; secret: string }>([
    db
      .prepare("INSERT INTO contact_source_keys (day, secret) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING")
      .bind(today, secret),
    db
      .prepare("SELECT day, secret FROM contact_source_keys WHERE day IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(missing)),
  ]);
  for (const row of read?.results ?? []) {
    const raw = Uint8Array.from(atob(row.secret), (char) => char.charCodeAt(0));
    const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keysByDay.set(row.day, key);
    known.set(row.day, key);
  }
  return known;
}

/**
 * Statements that delete the keys no counted row can use any more (older than yesterday), and
 * the counted rows older than the window: after them, nothing remains of a source.
 */
export function forgetOldSources(db: D1Database, now: number, windowMs: number): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM contact_source_keys WHERE day < ?1").bind(utcDay(now - dayMs)),
    db.prepare("DELETE FROM contact_sources WHERE counted_at <= ?1").bind(now - windowMs),
  ];
}

async function hmac(key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, data));
  // 128 bits are plenty to tell sources apart.
  return btoa(String.fromCharCode(...signature.subarray(0, 16)));
}
