import { env } from "cloudflare:workers";

/** A statement as a proxy saw it prepared and bound. */
type Traced = { statement: D1PreparedStatement; sql: string; params: unknown[] };

/** A D1 binding that counts each query (run, first, all, raw, batch) and fails chosen ones, as flaky networks do. */
export function instrumentedDb(
  db: D1Database,
  { failWhen }: { failWhen?: (sql: string, params: unknown[]) => boolean } = {},
) {
  const counter = { queries: 0 };
  // The real batch() wants the real statements, not their proxies.
  const targets = new WeakMap<D1PreparedStatement, Traced>();
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

/** The outbox's database failing its first `failures` stores of a message (Infinity: all); `calls()` counts them. */
export function failingStore(failures: number) {
  let calls = 0;
  const { db } = instrumentedDb(env.DB, {
    failWhen: (sql) => /INSERT INTO contact_outbox/.test(sql) && ++calls <= failures,
  });
  return { db, calls: () => calls };
}
