import { describe, expect, it } from "vitest";
import { companyContent, contactSectionCopyContent } from "#app/i18n/content.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { attributes, texts } from "#test/worker/support/html.ts";

// Issue 36, §6: a WhatsApp conversation, its greeting in the page's language, from the contact
// section, the contact panel and the footer; a plain link, named by its own text.

describe.each(locales)("WhatsApp in %s", (locale) => {
  const { whatsapp } = companyContent[locale].company;
  const expected = { number: whatsapp.number.slice(1), greeting: whatsapp.greeting };
  const { whatsappLink } = contactSectionCopyContent[locale].contactSection.info;

  it.each([
    ["/", 3],
    ["/realisation", 2],
  ])("%s links to it from each place it shows the contact details", async (path, count) => {
    const html = await (await fetchWorker(localizedPath(path, locale))).text();
    const links = (await attributes(html, 'a[href^="https://wa.me/"]')).map((link) => {
      const url = new URL(link.href);
      return { number: url.pathname.slice(1), greeting: url.searchParams.get("text") };
    });
    expect(links).toEqual(Array(count).fill(expected));
    expect(await texts(html, 'a[href^="https://wa.me/"]')).toEqual(Array(count).fill(whatsappLink));
    // Nothing of WhatsApp is fetched by the page itself.
    expect(html).not.toMatch(/<(script|img|link|iframe)[^>]+whatsapp/i);
  });
});

describe("the social links' names", () => {
  it("are text inside each link, not an aria-label over a silent image (HTML_CodeSniffer H30.2)", async () => {
    const html = await (await fetchWorker("/")).text();
    const social = await attributes(html, ".social-links a");
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) expect(link["aria-label"]).toBeUndefined();
    expect(await texts(html, ".social-links a .visually-hidden")).toEqual(
      social.map(() => expect.stringMatching(/^\w+ \(nouvel onglet\)$/)),
    );
  });
});
