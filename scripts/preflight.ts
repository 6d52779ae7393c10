// The checks before a deploy, on their own (docs/deploy.md; npm run deploy runs them first).
import { parseArgs } from "node:util";
import { runPreflight } from "#scripts/lib/preflight-checks.ts";

const { values } = parseArgs({
  options: { env: { type: "string" }, demo: { type: "boolean", default: false } },
});
if (values.env !== undefined && values.env !== "staging") {
  console.error(`--env: only "staging" is defined in wrangler.toml, not "${values.env}".`);
  process.exit(2);
}
const result = await runPreflight({ target: values.env === "staging" ? "staging" : "production", demo: values.demo });
console.log(result.lines.join("\n"));
if (!result.ok) process.exitCode = 1;
