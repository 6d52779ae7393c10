import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { consoleConfigProblems, judge } from "#scripts/lib/preflight-checks.ts";
import { previewAlias } from "#scripts/lib/preview-alias.ts";
import { findSampleConfigValues, findSampleContent, listSamples, type SampleValue } from "#scripts/lib/samples.ts";

// The deploy tooling of docs/decisions/025, in Node; the dry run with the Worker size budget is a step of `npm test`.

const contentFile = JSON.stringify(
  {
    fr: {
      company: {
        email: "contact@example.ma",
        phone: { display: "+212 5", e164: "+2125" },
        social: [{ network: "linkedin", href: "https://x" }],
      },
      unconfirmed: ["email", "social.linkedin"],
      projects: [
        { key: "convoyeur", sample: true, title: "Convoyeur" },
        { key: "four", sample: false, title: "Four" },
        { key: "presse", title: "Presse" },
      ],
    },
  },
  null,
  2,
);

const wranglerToml = `name = "site"
# sample = "a comment line is not a value"
[vars]
API_BASE = "https://api.example.com"
PUBLIC_ORIGIN = "https://www.example.ma" # sample: not confirmed
[env.staging.vars]
PUBLIC_ORIGIN = "https://www.example.ma" #sample
OTHER = "x" # samples are elsewhere
`;

describe("finding sample values", () => {
  it("finds every example entry and unconfirmed value of a content file, every value marked # sample in wrangler.toml named with its table, each with its line", () => {
    expect(findSampleContent("content/company.json", contentFile)).toEqual([
      { file: "content/company.json", line: 22, name: "projects.convoyeur", value: "Convoyeur" },
      { file: "content/company.json", line: 4, name: "email", value: '"contact@example.ma"' },
      { file: "content/company.json", line: 11, name: "social.linkedin", value: '"https://x"' },
    ]);
    expect(findSampleConfigValues("wrangler.toml", wranglerToml)).toEqual([
      { file: "wrangler.toml", line: 5, name: "vars.PUBLIC_ORIGIN", value: '"https://www.example.ma"' },
      { file: "wrangler.toml", line: 7, name: "env.staging.vars.PUBLIC_ORIGIN", value: '"https://www.example.ma"' },
    ]);
  });
});

describe("the preflight's verdict", () => {
  const samples: SampleValue[] = [{ file: "wrangler.toml", line: 47, name: "vars.PUBLIC_ORIGIN", value: '"x"' }];

  it("refuses production while a sample remains; lets a declared demonstration, staging and previews through; lists it", () => {
    for (const [target, demo, ok] of [
      ["production", false, false],
      ["production", true, true],
      ["staging", false, true],
      ["preview", false, true],
    ] as const) {
      const result = judge({ target, demo, samples });
      expect(result.ok, target).toBe(ok);
      expect(result.lines, target).toContain('  wrangler.toml:47  vars.PUBLIC_ORIGIN = "x"');
      expect(result.lines.join("\n").includes("Production deploy refused"), target).toBe(!ok);
    }
  });

  it("npm run preflight exits 1 while the project has samples, each with a place to open, 0 with --demo", async () => {
    for (const found of listSamples()) {
      expect(found.file).toMatch(/^(content\/.+\.json|wrangler\.toml)$/);
      expect(found.line).toBeGreaterThan(0);
      expect(found.value).not.toBe("");
    }
    const run = (args: string[]) =>
      promisify(execFile)("node", ["scripts/preflight.ts", ...args]).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    expect(await Promise.all([run([]), run(["--demo"])])).toEqual([listSamples().length > 0 ? 1 : 0, 0]);
  });
});

describe("preview aliases", () => {
  it("follow wrangler's rules for a DNS label shared with the Worker's name", () => {
    const worker = "tingis-industry-staging";
    expect(previewAlias("feature/Legal_Page", worker)).toBe("feature-legal-page");
    expect(previewAlias("13-launch", worker)).toBe("b-13-launch");
    const long = previewAlias(`copy/${"tres-long-nom-de-branche-".repeat(4)}`, worker);
    expect(long.length + 1 + worker.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/);
    expect(previewAlias(`copy/${"tres-long-nom-de-branche-".repeat(4)}x`, worker)).not.toBe(long);
  });
});

describe("the console's configuration (docs/decisions/024)", () => {
  const complete = {
    CONSOLE_ENABLED: "true",
    ACCESS_TEAM_DOMAIN: "https://tingis-industry.cloudflareaccess.com",
    ACCESS_AUD: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
  };

  it("refuses an enabled console without a valid team domain or AUD tag, and any local key, on every target", () => {
    expect(consoleConfigProblems(complete)).toEqual([]);
    expect(consoleConfigProblems({ CONSOLE_ENABLED: "false" })).toEqual([]);
    expect(consoleConfigProblems({ ...complete, ACCESS_AUD: " " })).toHaveLength(1);
    expect(consoleConfigProblems({ ...complete, ACCESS_TEAM_DOMAIN: undefined })).toHaveLength(1);
    expect(consoleConfigProblems({ ...complete, ACCESS_TEAM_DOMAIN: "https://evil.example" })).toHaveLength(1);
    expect(consoleConfigProblems({ CONSOLE_ENABLED: "false", CONSOLE_LOCAL_JWKS: "{}" })).toHaveLength(1);
    // Demonstrations included.
    for (const target of ["production", "staging", "preview"] as const) {
      const result = judge({ target, demo: true, samples: [], console: ["console enabled without ACCESS_AUD"] });
      expect(result.ok, target).toBe(false);
      expect(result.lines.join("\n")).toContain("Deploy refused: the console's configuration.");
    }
  });

  it("finds the project's own configurations deployable, the build's with no local key in or beside it", async () => {
    const { unstable_readConfig } = await import("wrangler");
    for (const env of [undefined, "staging"]) {
      const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
      expect(consoleConfigProblems(config.vars ?? {}), env ?? "production").toEqual([]);
    }
    // The deploy dry run's output (issue 23, §3): no local console key in its configuration, beside it, in its bundle.
    const built = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars?: Record<string, unknown> };
    expect(Object.keys(built.vars ?? {})).not.toContain("CONSOLE_LOCAL_JWKS");
    expect(built.vars?.CONSOLE_ENABLED).toBe("true");
    expect(consoleConfigProblems(built.vars ?? {})).toEqual([]);
    for (const file of [".dev.vars", ".env"]) expect(existsSync(`build/server/${file}`), file).toBe(false);
    // The build, and what `npm run deploy -- --dry-run` would upload (build/dry-run, when it ran).
    const folders = ["build/server", "build/server/assets", "build/dry-run"].filter((folder) => existsSync(folder));
    const bundles = folders.flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`));
    for (const bundle of bundles.filter((path) => path.endsWith(".js"))) {
      const text = readFileSync(bundle, "utf8");
      expect(text, bundle).not.toMatch(/"kty"\s*:\s*"RSA"/);
    }
  });
});
