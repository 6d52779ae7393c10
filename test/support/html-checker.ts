import { type ExecFileException, execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One message of the W3C Nu HTML checker (`vnu --format json`). */
export interface CheckerMessage {
  /** "error", "info" (with subType "warning" for a warning), or "non-document-error" (the checker failed). */
  type: string;
  subType?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The vnu.jar the `vnu-jar` package ships (it needs Java 11 or later). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The quick compiler and the serial collector start the JVM three times faster (7 s, not 23 s, on a busy 2-core
 * machine); a 4 MB thread stack, as the checker's schema evaluation once overflowed the default 1 MB.
 */
const javaOptions = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];

/** Checks HTML documents in one run of the W3C Nu HTML checker (one JVM, not one per page): messages by name. */
export async function checkHtml(documents: Record<string, string>): Promise<Record<string, CheckerMessage[]>> {
  const folder = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const names = Object.keys(documents);
    await Promise.all(names.map((name) => writeFile(join(folder, `${name}.html`), documents[name] ?? "")));
    const report = await runChecker(names.map((name) => join(folder, `${name}.html`)));
    const byName: Record<string, CheckerMessage[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const { url, ...message } of report.messages) {
      const name = decodeURIComponent(url?.split("/").pop() ?? "").replace(/\.html$/, "");
      const list = byName[name];
      if (!list) throw new Error(`Checker message for an unknown document (${url}): ${message.message}`);
      list.push(message);
    }
    return byName;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs vnu.jar on the files; it exits non-zero when it finds errors, so the JSON decides, not the exit code. */
async function runChecker(files: string[]): Promise<{ messages: (CheckerMessage & { url?: string })[] }> {
  const args = [...javaOptions, "-jar", vnuJar, "--format", "json", ...files];
  const options = { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 };
  const [error, stdout, stderr] = await new Promise<[ExecFileException | null, string, string]>((resolve) =>
    execFile("java", args, options, (...outcome) => resolve(outcome)),
  );
  // The JSON report goes to stderr; stdout only carries the checker's own failure (its report then incomplete).
  if (stdout.trim()) throw new Error(`The HTML checker failed: ${stdout}`);
  try {
    return JSON.parse(stderr);
  } catch {
    throw new Error(
      error?.code === "ENOENT"
        ? "Java not found: the HTML checker (vnu.jar) needs it (sudo apt-get install default-jre-headless)."
        : `The HTML checker returned no JSON report: ${error?.message ?? ""}\n${stderr}`,
    );
  }
}
