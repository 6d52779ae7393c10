import type { Page } from "playwright-core";

/** Records every CSP violation the page reports, from the very first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}
