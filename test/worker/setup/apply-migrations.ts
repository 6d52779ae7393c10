import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The same migrations as production, applied before every test file (already-applied ones are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.VITALS_DB, env.TEST_VITALS_MIGRATIONS);
