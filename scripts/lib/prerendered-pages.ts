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

/**
 * Makes prerendered pages under `clientDir` fit to serve as static files (docs/decisions/003, 004):
 * HTML with its styles inline and the enhancer module, under the static policy plus its styles'
 * hashes, its own rule in `clientDir/_headers`. The build-time nonce is removed (every visitor would
 * share it), an inline script that policy would block fails the build, and the `.data` file for
 * client-side navigations these pages no longer make is removed.
 */
export function finishPrerenderedPages(clientDir: string, htmlFiles: string[]): void {
  const rules: string[] = [];
  for (const file of htmlFiles) {
    const html = withoutNonces(readFileSync(file, "utf8"));
    const styleHashes = inlineStyleHashes(html);
    writeFileSync(file, html);
    const page = `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
    const inline = executableInlineScript.exec(html)?.[0];
    if (inline) throw new Error(`${page}: an inline script the static policy would block: ${inline.slice(0, 120)}`);
    const data = join(clientDir, `${page === "/" ? "_root" : page.replace(/\/$/, "")}.data`);
    if (existsSync(data)) rmSync(data);
    // `!` drops the policy of the `/*` rule, which would otherwise be sent as a second, stricter one.
    const policy = [
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${contentSecurityPolicy({ styleHashes })}`,
    ];
    rules.push([page.replace(/(.)\/$/, "$1"), ...policy].join("\n"));
  }
  if (rules.length > 0) appendFileSync(join(clientDir, "_headers"), `\n${rules.join("\n")}\n`);
}

/** An inline stylesheet: the renderer copies each bundled stylesheet into one (app/lib/inline-stylesheets.ts). */
const inlineStylesheet = /<style>([\s\S]*?)<\/style>/g;

/**
 * The policy's hash source of each of the page's `<style>` elements, its styles being
 * inline already (docs/decisions/004); a stylesheet still linked fails the build.
 */
function inlineStyleHashes(html: string): string[] {
  const linked = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html)?.[0];
  if (linked) throw new Error(`a stylesheet the renderer did not inline: ${linked}`);
  return [...html.matchAll(inlineStylesheet)].map(
    ([, css]) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
  );
}

/** The page without the nonce its build-time render carried. */
function withoutNonces(html: string): string {
  const nonce = /<[a-z]+ [^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
