import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { localAudience, localIssuer, localKeyDir } from "#functions/console/local-access.ts";

// The console's local stand-in for Cloudflare Access (docs/decisions/024), trusted on a loopback host only.

/** A key pair: `publicKeySet`, `{ keys: [publicJwk] }`, is the value of CONSOLE_LOCAL_JWKS. */
export async function createLocalKeyPair() {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `local-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { privateJwk: privateJwk as JWK, publicKeySet: JSON.stringify({ keys: [publicJwk] }) };
}
type LocalKeyPair = Awaited<ReturnType<typeof createLocalKeyPair>>;

/** The key pair of `dir`, made on first use, and its public key set in a file `npm start` hands to `--var`. */
export async function ensureLocalKeys(dir = localKeyDir): Promise<LocalKeyPair> {
  const keyFile = join(dir, "local-key.json");
  if (!existsSync(keyFile)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(keyFile, JSON.stringify(await createLocalKeyPair()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(keyFile, "utf8")) as LocalKeyPair;
  writeFileSync(join(dir, "public-keys.json"), keys.publicKeySet);
  return keys;
}

/** A token the local Worker accepts, as Access would issue it for `email`. */
export async function signLocalToken(privateJwk: JWK, email: string): Promise<string> {
  const key = await importJWK(privateJwk, "RS256");
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid ?? "", typ: "JWT" })
    .setIssuer(localIssuer)
    .setAudience(localAudience)
    .setSubject(email)
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime("8h")
    .sign(key);
}
