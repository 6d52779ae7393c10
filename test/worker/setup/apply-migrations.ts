import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The same migrations as production, applied before every test file (already-applied ones are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
