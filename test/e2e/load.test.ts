import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { wranglerEnv } from "#harness/wrangler-server.ts";
import { type RunResult, report } from "#scripts/load/report.ts";

// The maintainers' load and chaos runs (docs/operations.md), short, so that neither can rot unseen (decision 026).
// Not a browser test: each run serves its own copy of the build and its own fake EmailJS, so the three run at once:
// most of their time is waiting for wrangler to start and for the cron to empty the outbox.

/** Runs `scripts/load.ts` (its whole report the error if it exits non-zero); every message accepted delivered, once. */
async function load(args: string) {
  const argv = ["scripts/load.ts", "--no-results", ...args.split(" ")];
  const { stdout } = await promisify(execFile)(process.execPath, argv, { encoding: "utf8", env: wranglerEnv }).catch(
    (error: { stdout: string; stderr: string }) => {
      throw new Error(`${error.stdout}\n${error.stderr}`);
    },
  );
  // Accepted / delivered by EmailJS / delivered by the second channel / waiting / lost.
  const [accepted = Number.NaN, viaEmailJs = 0, viaSecond = 0] = (/lost: (\d+) \/ (\d+) \/ (\d+)/.exec(stdout) ?? [])
    .slice(1)
    .map(Number);
  expect(stdout).toContain("No message lost.");
  expect(accepted).toBeGreaterThan(0);
  expect(viaEmailJs + viaSecond).toBe(accepted);
  return { stdout, accepted };
}

describe.concurrent("npm run load and npm run chaos, short", () => {
  it("load: every message accepted is delivered, once", { timeout: 360_000 }, async () => {
    await load("--duration 2 --connections 4 --settle 150");
  });

  // Faults that cost minutes are left to the full `npm run chaos`: an attempt cut short by a D1
  // fault holds its row for the two-minute lease, and a message whose EmailJS request hung past its
  // wait is retried a minute later. So no D1 faults here, and a quota spent after two messages, so
  // that the fake's fifth answer (the hang) is "quota exceeded". Workerd's contact-delivery.test.ts
  // injects each D1 fault on its own.
  it("chaos: the provider's faults lose nothing", { timeout: 360_000 }, async () => {
    const { stdout } = await load(
      "--faults --duration 2 --connections 2 --settle 150 --d1-failure-rate 0 --emailjs-quota 2",
    );
    expect(stdout).toMatch(/Fake EmailJS answers: .*1 × server-error/);
    expect(stdout).not.toContain("× timeout");
  });

  // Issue 24: one source floods, visitors from other addresses send up to their quota, together past
  // the window's sending budget. The script itself fails the run if a visitor is refused, the flood
  // gets past its quota, or the owner gets anything but one "held" alert.
  it("chaos --spam: the flood is refused past its quota, every visitor is accepted and delivered once", {
    timeout: 360_000,
  }, async () => {
    const run = await load("--spam --duration 3 --connections 2 --settle 120");
    expect(run.stdout).toMatch(/source 203\.0\.113\.66 sent \d+ message\(s\), 5 accepted/);
    expect(run.stdout).toContain("44 message(s) from 12 visitors, 44 accepted.");
    expect(run.stdout).toContain('"Messages retenus" (held messages) alerts: 1.');
    expect(run.accepted).toBe(49);
  });
});

describe("the load run's report", () => {
  it("fails the run for a message neither delivered nor stored, marked sent but never received, or received but never sent; counts a status it does not know as waiting", () => {
    // Five messages answered 200: one delivered by each channel, one held, two never delivered.
    const sent = (key: string) => [key, { source: "203.0.113.7", email: `${key}@example.com`, status: 200 }] as const;
    const api = { title: "POST /api/contact", requests: 5, perSecond: 1, p50Ms: 1, p99Ms: 1, statuses: { 200: 5 } };
    const run: RunResult = {
      mode: "load",
      phases: [{ ...api, non2xx: 0, errors: 0, timeouts: 0 }],
      ledger: new Map(["a", "b", "c", "d", "e"].map(sent)),
      byEmailJs: ["a"],
      bySecondChannel: ["b"],
      alerts: [],
      outbox: ["a", "b", "e"].map((key) => ({ key, status: "sent" })).concat({ key: "c", status: "held" }),
    };
    const { figures, problems } = report(run);
    expect(figures[0]).toMatch(/: 5 \/ 1 \/ 1 \/ 1 \/ 2$/);
    expect(problems).toEqual([
      "message lost: d (not in the outbox, never delivered)",
      "message lost: e (status sent, never delivered)",
    ]);
    // Both delivered after all, and a copy of a message never sent.
    run.byEmailJs.push("d", "e");
    run.bySecondChannel.push("?");
    const after = report(run);
    expect(after.problems).toEqual(["unexpected message: ?"]);
    expect(after.figures[1]).toContain("(3 × sent, 1 × held)");
  });
});
