import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Not a browser test, but it checks what the browser receives: the client build.
const clientDir = "build/client";

/** `NAME=value` pairs of a .dev.vars-style file, without comments or empty values. */
function secretValues(path: string): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.slice(line.indexOf("=") + 1).replace(/^["']|["']$/g, ""))
    .filter((value) => value.length >= 8);
}

describe("no secret reaches the browser or the repository", () => {
  it("the client build names no secret, holds none of the local secrets' values, and no server-side code", () => {
    const clientFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(js|css|html|json|txt|xml|webmanifest)$/.test(file))
      .map((file) => join(clientDir, file));
    const values = secretValues(".dev.vars");
    expect(clientFiles.length).toBeGreaterThan(0);
    for (const file of clientFiles) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(
        /EMAILJS_|GITHUB_OAUTH_CLIENT_SECRET|PRIVATE_KEY|privateKey|accessToken|\.dev\.vars/,
      );
      for (const value of values) expect(text.includes(value), `${file} contains a .dev.vars value`).toBe(false);
    }
  });

  it(".dev.vars is ignored and never tracked; the example is committed with empty values", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n");
    expect(tracked.filter((file) => /(^|\/)\.dev\.vars($|\.(?!example$))/.test(file))).toEqual([]);
    expect(tracked).toContain(".dev.vars.example");
    expect(execFileSync("git", ["check-ignore", ".dev.vars"], { encoding: "utf8" }).trim()).toBe(".dev.vars");
    expect(secretValues(".dev.vars.example")).toEqual([]);
    expect(tracked).toContain("package-lock.json");
  });
});
