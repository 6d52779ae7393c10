import { base64url, exportSPKI, SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accessToken,
  audience,
  consoleBindings,
  consoleFetch,
  formTokenOf,
  localToken,
  newTeam,
  type SigningKey,
  serveCerts,
  signingKey,
  unsigned,
} from "#test/worker/support/console-harness.ts";

// Who may open the console (issue 23, §2, §3, §9; docs/decisions/024): a Cloudflare Access
// token verified in the Worker on every request, the same 403 for every failure.

let current: SigningKey;
let other: SigningKey;
let published: Map<string, SigningKey[]>;
let certsCalls: string[];

beforeEach(async () => {
  current ??= await signingKey("key-2026-11");
  other ??= await signingKey("key-of-someone-else");
  published = new Map();
  certsCalls = serveCerts((team) => published.get(team) ?? [current]);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a refusal looks like: the status, the words, and the headers that matter. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.text()).toBe("Requête refusée.");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
}

describe("a valid Access token", () => {
  it("opens the console, in the header Access adds or in its cookie, and names who is signed in", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    for (const asCookie of [false, true]) {
      const response = await consoleFetch("/console", consoleBindings(team), { token, asCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(response.headers.get("content-security-policy")).toMatch(
        /script-src 'self' 'inline-speculation-rules' 'nonce-[^']+'(;|$)/,
      );
      const html = await response.text();
      expect(html).toContain("owner@example.com");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // No framework runtime, no enhancer: HTML and CSS only.
      expect(html).not.toMatch(/<script/);
    }
    // Fetched once, then cached.
    expect(certsCalls).toEqual([`${team}/cdn-cgi/access/certs`]);
  });

  it("is refused on the public host too: noindex, no-store, whatever the host", async () => {
    const team = newTeam();
    const response = await consoleFetch("/console", consoleBindings(team), {
      token: await accessToken(current, team),
      origin: "https://www.tingis-industry.ma",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("honours a rotated key: a kid it does not know makes it fetch the key set again", async () => {
    const team = newTeam();
    const bindings = consoleBindings(team);
    published.set(team, [current]);
    expect((await consoleFetch("/console", bindings, { token: await accessToken(current, team) })).status).toBe(200);
    const next = await signingKey("key-2027-01");
    published.set(team, [current, next]);
    // Past the 30 s between two fetches of the same set.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31_000);
    const rotated = await accessToken(next, team);
    expect((await consoleFetch("/console", bindings, { token: rotated })).status).toBe(200);
    expect(certsCalls).toHaveLength(2);
  });
});

describe("every forgery gets the same 403", () => {
  const cases: [string, (team: string) => Promise<string | undefined>][] = [
    ["no token", async () => undefined],
    ["an empty token", async () => ""],
    ["garbage", async () => "not.a.token"],
    [
      "a token signed by another key, under a published kid",
      async (team) => {
        const forged = { ...other, kid: current.kid };
        return accessToken(forged, team);
      },
    ],
    ["a token signed by a key whose kid is not published", async (team) => accessToken(other, team)],
    [
      "alg: none",
      async (team) =>
        unsigned(
          { alg: "none", kid: current.kid },
          { email: "owner@example.com", iss: team, aud: audience, exp: Math.floor(Date.now() / 1000) + 3600 },
        ),
    ],
    [
      "HS256 signed with the public key as the secret",
      async (team) => {
        const secret = new TextEncoder().encode(await exportSPKI(current.publicKey));
        return new SignJWT({ email: "owner@example.com" })
          .setProtectedHeader({ alg: "HS256", kid: current.kid })
          .setIssuer(team)
          .setAudience(audience)
          .setExpirationTime("1h")
          .sign(secret);
      },
    ],
    [
      "the wrong audience (another Access application)",
      async (team) => accessToken(current, team, { claims: { aud: "aud-of-another-application" } }),
    ],
    ["the wrong issuer (another team)", async () => accessToken(current, "https://attacker.cloudflareaccess.com")],
    ["an expired token", async (team) => accessToken(current, team, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    [
      "a token not valid yet",
      async (team) => accessToken(current, team, { claims: { nbf: Math.floor(Date.now() / 1000) + 600 } }),
    ],
    ["a token without expiry", async (team) => accessToken(current, team, { claims: { exp: undefined } })],
    [
      "a tampered payload (another e-mail, the signature kept)",
      async (team) => {
        const [header, payload, signature] = (await accessToken(current, team, { email: "visitor@example.com" })).split(
          ".",
        );
        const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? "")));
        return `${header}.${base64url.encode(JSON.stringify({ ...claims, email: "owner@example.com" }))}.${signature}`;
      },
    ],
    ["a token without an identity", async (team) => accessToken(current, team, { claims: { email: undefined } })],
    ["a local token (the local key is not trusted here)", async () => localToken(current)],
  ];

  it.for(cases)("%s", async ([, make]) => {
    const team = newTeam();
    const token = await make(team);
    for (const path of ["/console", "/console/messages/x", "/console/export.csv?du=2026-01-01&au=2026-12-31"]) {
      await expectRefused(await consoleFetch(path, consoleBindings(team), { token }));
      await expectRefused(await consoleFetch(path, consoleBindings(team), { token, asCookie: true }));
    }
  });
});

describe("a console never open by default", () => {
  it("refuses everything when it is off, or the team domain or the AUD tag is missing or malformed", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    for (const overrides of [
      { CONSOLE_ENABLED: "false" },
      { CONSOLE_ENABLED: undefined },
      { ACCESS_AUD: "" },
      { ACCESS_AUD: undefined },
      { ACCESS_TEAM_DOMAIN: "" },
      { ACCESS_TEAM_DOMAIN: "https://attacker.example" },
    ]) {
      await expectRefused(await consoleFetch("/console", consoleBindings(team, overrides), { token }));
    }
  });

  it("refuses an address outside the allow-list, when one is set", async () => {
    const team = newTeam();
    const bindings = consoleBindings(team, { CONSOLE_ALLOWED_EMAILS: "Owner@example.com, chef@example.com" });
    expect((await consoleFetch("/console", bindings, { token: await accessToken(current, team) })).status).toBe(200);
    await expectRefused(
      await consoleFetch("/console", bindings, {
        token: await accessToken(current, team, { email: "intrus@example.com" }),
      }),
    );
  });

  it("trusts the local key only on a loopback host", async () => {
    const team = newTeam();
    const localKeys = JSON.stringify({ keys: [current.publicJwk] });
    const local = await localToken(current, "dev@example.com");
    const bindings = consoleBindings(team, { CONSOLE_LOCAL_JWKS: localKeys });
    expect((await consoleFetch("/console", bindings, { token: local, origin: "http://localhost:8787" })).status).toBe(
      200,
    );
    await expectRefused(await consoleFetch("/console", bindings, { token: local }));
    await expectRefused(
      await consoleFetch("/console", consoleBindings(team), { token: local, origin: "http://localhost:8787" }),
    );
  });

  it("gives nothing, without a token, on paths that only look like the console", async () => {
    const team = newTeam();
    // Seen by the console's routes (React Router matches paths whatever their case), not all by the guard.
    for (const path of ["/CONSOLE", "/Console/etat", "/%63onsole", "/console%2Fetat", "/console/", "//console"]) {
      const response = await consoleFetch(path, consoleBindings(team));
      // Refused, not found, or sent to /404 as any unknown path is.
      expect([302, 403, 404], path).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location"), path).toBe("/404");
      expect(await response.text(), path).not.toMatch(/Connecté en tant que|jeton/);
    }
  });
});

describe("writes", () => {
  async function session(team: string) {
    const token = await accessToken(current, team);
    const bindings = consoleBindings(team);
    const formToken = await formTokenOf(await consoleFetch("/console/effacement", bindings, { token }));
    return { token, bindings, formToken };
  }
  const count = (formToken: string) => ({ jeton: formToken, intent: "count", email: "personne@example.com" });

  it("takes a same-origin POST with the session's form token", async () => {
    const { token, bindings, formToken } = await session(newTeam());
    const response = await consoleFetch("/console/effacement", bindings, { token, form: count(formToken) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Aucun message de personne@example.com.");
  });

  it("refuses a cross-site POST, a missing or foreign form token, another content type and an oversized form", async () => {
    const team = newTeam();
    const { token, bindings, formToken } = await session(team);
    const otherSession = await formTokenOf(
      await consoleFetch("/console/effacement", bindings, {
        token: await accessToken(current, team, { email: "collegue@example.com" }),
      }),
    );
    const attempts: Parameters<typeof consoleFetch>[2][] = [
      { token, form: count(formToken), headers: { origin: "https://evil.example" } },
      { token, form: count(formToken), headers: { origin: "null" } },
      { token, form: count(formToken), omitOrigin: true, headers: { "sec-fetch-site": "cross-site" } },
      { token, form: { intent: "count", email: "personne@example.com" } },
      { token, form: count("") },
      { token, form: count(otherSession) },
      { token, form: count(formToken), headers: { "content-type": "multipart/form-data; boundary=x" } },
      { token, form: { ...count(formToken), padding: "x".repeat(20_000) } },
      // A valid form token without the Access token: still nobody.
      { form: count(formToken) },
    ];
    for (const attempt of attempts) await expectRefused(await consoleFetch("/console/effacement", bindings, attempt));
  });

  it("answers methods the console does not take with a 405, and only to someone signed in", async () => {
    const { token, bindings } = await session(newTeam());
    const response = await consoleFetch("/console", bindings, { token, method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    await expectRefused(await consoleFetch("/console", bindings, { method: "DELETE" }));
  });
});
