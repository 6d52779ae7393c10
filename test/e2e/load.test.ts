import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { wranglerEnv } from "#harness/wrangler-server.ts";
import { type RunResult, report } from "#scripts/load/report.ts";
import type { PhaseResult } from "#scripts/load/traffic.ts";

// The maintainers' load and chaos runs (docs/operations.md), short, so that neither can rot unseen
// (decision 026). Not a browser test: each run serves its own copy of the build (its own state
// folder, its own port) and its own fake EmailJS, so the three run at once (decision 026): most of
// their time is waiting for wrangler to start and for the cron to empty the outbox.

/** Runs `scripts/load.ts`; rejects with its whole report when it exits non-zero. Returns the figures. */
async function load(args: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/load.ts", "--no-results", ...args.split(" ")],
    {
      encoding: "utf8",
      env: wranglerEnv,
    },
  ).catch((error: { stdout: string; stderr: string }) => {
    throw new Error(`${error.stdout}\n${error.stderr}`);
  });
  const [, ...figures] =
    /accepted \/ delivered by EmailJS \/ delivered by the second channel \/ waiting \/ lost: (\d+) \/ (\d+) \/ (\d+) \/ (\d+) \/ (\d+)/.exec(
      stdout,
    ) ?? [];
  const [accepted = Number.NaN, viaEmailJs = 0, viaSecond = 0] = figures.map(Number);
  return { stdout, accepted, viaEmailJs, viaSecond };
}

describe.concurrent("npm run load and npm run chaos, short", () => {
  it("load: every message accepted is delivered, once", { timeout: 360_000 }, async () => {
    const run = await load("--duration 2 --connections 4 --settle 150");
    expect(run.stdout).toContain("No message lost.");
    expect(run.accepted).toBeGreaterThan(0);
    expect(run.viaEmailJs + run.viaSecond).toBe(run.accepted);
  });

  // Faults that cost minutes are left to the full `npm run chaos`: an attempt cut short by a D1
  // fault holds its row for the two-minute lease, and a message whose EmailJS request hung past its
  // wait is retried a minute later. So no D1 faults here, and a quota spent after two messages, so
  // that the fake's fifth answer (the hang) is "quota exceeded". Workerd's contact-delivery.test.ts
  // injects each D1 fault on its own.
  it("chaos: the provider's faults lose nothing", { timeout: 360_000 }, async () => {
    const run = await load("--faults --duration 2 --connections 2 --settle 150 --d1-failure-rate 0 --emailjs-quota 2");
    expect(run.stdout).toContain("No message lost.");
    expect(run.stdout).toMatch(/Fake EmailJS answers: .*1 × server-error/);
    expect(run.stdout).not.toContain("× timeout");
    expect(run.accepted).toBeGreaterThan(0);
    expect(run.viaEmailJs + run.viaSecond).toBe(run.accepted);
  });

  // Issue 24: one source floods, visitors from other addresses send up to their quota, together past
  // the window's sending budget. The script itself fails the run if a visitor is refused, the flood
  // gets past its quota, or the owner gets anything but one "held" alert.
  it("chaos --spam: the flood is refused past its quota, every visitor is accepted and delivered once", {
    timeout: 360_000,
  }, async () => {
    const run = await load("--spam --duration 3 --connections 2 --settle 120");
    expect(run.stdout).toContain("No message lost.");
    expect(run.stdout).toMatch(/source 203\.0\.113\.66 sent \d+ message\(s\), 5 accepted/);
    expect(run.stdout).toContain("44 message(s) from 12 visitors, 44 accepted.");
    expect(run.stdout).toContain('"Messages retenus" (held messages) alerts: 1.');
    expect(run.accepted).toBe(49);
    expect(run.viaEmailJs + run.viaSecond).toBe(run.accepted);
  });
});

const phase = (statuses: Record<string, number>): PhaseResult => ({
  title: "POST /api/contact",
  requests: 5,
  perSecond: 1,
  p50Ms: 1,
  p99Ms: 1,
  statuses,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

/** Five messages answered 200: one delivered by each channel, one held, two never delivered. */
function runWithLosses(): RunResult {
  const api = phase({ 200: 5 });
  const sent = (key: string) => [key, { source: "203.0.113.7", email: `${key}@example.com`, status: 200 }] as const;
  return {
    mode: "load",
    phases: [api],
    ledger: new Map(["a", "b", "c", "d", "e"].map(sent)),
    byEmailJs: ["a"],
    bySecondChannel: ["b"],
    alerts: [],
    outbox: [
      { key: "a", status: "sent" },
      { key: "b", status: "sent" },
      { key: "c", status: "held" },
      { key: "e", status: "sent" },
    ],
  };
}

describe("the load run's report", () => {
  it("fails the run for a message neither delivered nor stored, or marked sent but never received", () => {
    const { figures, problems } = report(runWithLosses());
    expect(figures[0]).toMatch(/: 5 \/ 1 \/ 1 \/ 1 \/ 2$/);
    expect(problems).toEqual([
      "message lost: d (not in the outbox, never delivered)",
      "message lost: e (status sent, never delivered)",
    ]);
  });

  it("counts a status it does not know as waiting", () => {
    const run = runWithLosses();
    run.byEmailJs.push("d", "e");
    const { figures, problems } = report(run);
    expect(problems).toEqual([]);
    expect(figures[1]).toContain("(3 × sent, 1 × held)");
  });

  it("fails the run for a copy of a message it never sent", () => {
    const run = runWithLosses();
    run.bySecondChannel.push("?");
    expect(report(run).problems).toContain("unexpected message: ?");
  });
});
