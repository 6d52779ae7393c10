import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

type Rates = { d1: number; bucket: number };

/** The build copied to `dir`, its D1 writes and bucket puts failing at `rates`, before or after storing; its config. */
export function writeChaosBuild(dir: string, rates: Rates): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync("build", dir, { recursive: true });
  const configFile = join(dir, "server", "wrangler.json");
  const config = JSON.parse(readFileSync(configFile, "utf8")) as {
    main: string;
    d1_databases: { migrations_dir: string }[];
  };
  // Still the repository's migrations, which the build names relative to build/server.
  for (const database of config.d1_databases)
    database.migrations_dir = resolve("build/server", database.migrations_dir);
  writeFileSync(configFile, JSON.stringify({ ...config, main: "chaos-entry.js" }));
  writeFileSync(join(dir, "server", "chaos-entry.js"), chaosEntry(rates));
  return configFile;
}

const chaosEntry = (rates: Rates) => `// Written by scripts/load/chaos-build.ts for the chaos run: never deployed.
import worker from "./index.js";

const rates = ${JSON.stringify(rates)};
const injected = { d1: { before: 0, after: 0 }, bucket: { before: 0, after: 0 } };
const failure = { d1: "D1_ERROR: Network connection lost. (chaos run)", bucket: "R2 put failed (chaos run)" };

function fault(store, when) {
  injected[store][when] += 1;
  return new Error(failure[store]);
}

/** Runs \`operation\`, or fails before or after it, as drawn. */
async function flaky(store, rate, operation) {
  const roll = Math.random();
  if (roll < rate / 2) throw fault(store, "before");
  const result = await operation();
  if (roll < rate) throw fault(store, "after");
  return result;
}

/** \`target\` with the properties of \`own\` in place of its own, its methods bound to it. */
const wrap = (target, own) => new Proxy(target, {
  get: (_, key) => (Object.hasOwn(own, key) ? own[key] : typeof target[key] === "function" ? target[key].bind(target) : target[key]),
});
const isWrite = (sql) => /^\\s*(INSERT|UPDATE|DELETE)\\b/i.test(sql);
const statement = (real, write) => wrap(real, {
  real,
  write,
  bind: (...values) => statement(real.bind(...values), write),
  ...Object.fromEntries(["run", "first", "all", "raw"].map((method) =>
    [method, (...args) => flaky("d1", write ? rates.d1 : 0, () => real[method](...args))])),
});
const database = (db) => wrap(db, {
  prepare: (sql) => statement(db.prepare(sql), isWrite(sql)),
  batch: (list) => flaky("d1", list.some((each) => each.write) ? rates.d1 : 0, () => db.batch(list.map((each) => each.real ?? each))),
});
const bucket = (real) => wrap(real, { put: (...args) => flaky("bucket", rates.bucket, () => real.put(...args)) });

const flakyEnvs = new WeakMap();
const withFaults = (env) =>
  flakyEnvs.get(env) ?? flakyEnvs.set(env, { ...env, DB: database(env.DB), CONTACT_FILES: bucket(env.CONTACT_FILES) }).get(env);

async function bucketKeys(bucket, cursor) {
  const page = await bucket.list({ cursor });
  const keys = page.objects.map((object) => object.key);
  return page.truncated ? [...keys, ...(await bucketKeys(bucket, page.cursor))] : keys;
}

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname !== "/__chaos") return worker.fetch(request, withFaults(env), ctx);
    return Response.json({ injected, files: await bucketKeys(env.CONTACT_FILES) });
  },
  scheduled: (controller, env, ctx) => worker.scheduled(controller, withFaults(env), ctx),
};
`;
