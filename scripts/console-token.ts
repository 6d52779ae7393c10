// A local console token (decision 024), signed with .wrangler/console/'s key pair, trusted by `npm start` on localhost.
import { parseArgs } from "node:util";
import { localSignInPath } from "#functions/console/local-access.ts";
import { ensureLocalKeys, signLocalToken } from "#harness/console-keys.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    ensure: { type: "boolean", default: false },
  },
});

const keys = await ensureLocalKeys();
if (!values.ensure) {
  if (!values.email) {
    console.error("Give the address: npm run console:token -- --email someone@example.com");
    process.exit(2);
  }
  const token = await signLocalToken(keys.privateJwk, values.email);
  console.log(`Local token (8 h) for ${values.email}, to send in the Cf-Access-Jwt-Assertion header:\n`);
  console.log(token);
  console.log(`\nExample: curl -H "Cf-Access-Jwt-Assertion: ${token.slice(0, 12)}…" http://localhost:8787/console`);
  console.log(`\nIn a browser, open:\nhttp://localhost:8787${localSignInPath}?jeton=${token}`);
}
