import { execFile } from "node:child_process";
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
 * A short run: the quick compiler only and the serial collector start the JVM about three
 * times faster here (7 s instead of 23 s on a busy 2-core machine). A larger thread stack:
 * the checker's schema evaluation overflowed the default 1 MB once, on that busy machine
 * (it asks for at least 512 KB).
 */
const javaOptions = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];

/**
 * Checks several HTML documents in one run of the W3C Nu HTML checker, so one
 * JVM starts instead of one per page. Returns each document's messages by the
 * name it was given (its file name in a temporary folder).
 */
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
function runChecker(files: string[]): Promise<{ messages: (CheckerMessage & { url?: string })[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      [...javaOptions, "-jar", vnuJar, "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        // The JSON report goes to stderr; stdout only ever carries a failure of the checker
        // itself (such as a stack overflow), after which the report may be incomplete.
        if (stdout.trim()) return reject(new Error(`The HTML checker failed: ${stdout}`));
        try {
          resolve(JSON.parse(stderr));
        } catch {
          const missingJava = (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
          reject(
            new Error(
              missingJava
                ? "Java not found: the HTML checker (vnu.jar) needs it (sudo apt-get install default-jre-headless)."
                : `The HTML checker returned no JSON report: ${error?.message ?? ""}\n${stderr}`,
            ),
          );
        }
      },
    );
  });
}
