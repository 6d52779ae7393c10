import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { contentSecurityPolicy } from "#functions/security-policy.ts";

/** Every HTML file under `dir`: the pages a prerendering build wrote. */
export const htmlFilesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((file) =>
    file.endsWith(".html") ? [join(dir, file)] : [],
  );

/** Inline scripts the browser executes: not external (src) and not data blocks (JSON, JSON-LD). */
const executableInlineScript =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/;

/** Prerendered pages as static files (decisions 003, 004), each under the static policy plus its styles' hashes. */
export function finishPrerenderedPages(clientDir: string, htmlFiles: string[]): void {
  const rules: string[] = [];
  for (const file of htmlFiles) {
    const html = withoutNonces(readFileSync(file, "utf8"));
    const styleHashes = inlineStyleHashes(html);
    writeFileSync(file, html);
    const page = `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
    const inline = executableInlineScript.exec(html)?.[0];
    if (inline) throw new Error(`${page}: an inline script the static policy would block: ${inline.slice(0, 120)}`);
    // Client navigations, which a static page no longer makes, would read it.
    const data = join(clientDir, `${page === "/" ? "_root" : page.replace(/\/$/, "")}.data`);
    if (existsSync(data)) rmSync(data);
    // `!` drops the policy of the `/*` rule, which would otherwise be sent as a second, stricter one.
    const policy = `Content-Security-Policy: ${contentSecurityPolicy({ styleHashes })}`;
    rules.push(`${page.replace(/(.)\/$/, "$1")}\n  ! Content-Security-Policy\n  ${policy}`);
  }
  if (rules.length > 0) appendFileSync(join(clientDir, "_headers"), `\n${rules.join("\n")}\n`);
}

/** The hash source of each `<style>` of the page, whose styles are all inline (004): a linked one fails the build. */
function inlineStyleHashes(html: string): string[] {
  const linked = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html)?.[0];
  if (linked) throw new Error(`a stylesheet the renderer did not inline: ${linked}`);
  // The renderer copies each bundled stylesheet into a `<style>` (app/lib/inline-stylesheets.ts).
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
  );
}

/** The page without the nonce its build-time render carried, which every visitor would share. */
function withoutNonces(html: string): string {
  const nonce = /<[a-z]+ [^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
