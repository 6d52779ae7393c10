import { faFacebookF, faInstagram, faLinkedinIn, faXTwitter } from "@fortawesome/free-brands-svg-icons";
import { describe, expect, it } from "vitest";
import sprite from "#app/components/social-icons.svg?raw";
import { company } from "#app/content/company.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";

/**
 * The contact panel's social icons come from one external sprite (decision 104), copied from Font
 * Awesome's brand icons: the copy stays the package's drawing, and every network has its symbol.
 */
const fontAwesome = { x: faXTwitter, facebook: faFacebookF, instagram: faInstagram, linkedin: faLinkedinIn };

describe("the social icons' sprite", () => {
  it.for(company.social.map((link) => link.network))("holds Font Awesome's %s icon as a symbol", (network) => {
    const [width, height, , , path] = fontAwesome[network].icon;
    expect(sprite).toContain(`<symbol id="${network}" viewBox="0 0 ${width} ${height}"><path d="${path}"/></symbol>`);
  });

  it("is what the home page's contact panel draws them from", async () => {
    const html = await (await fetchWorker("/")).text();
    const uses = [...html.matchAll(/<use href="(\/assets\/social-icons-[\w-]+\.svg)#([\w-]+)"/g)];
    expect(uses.map((match) => match[2])).toEqual(company.social.map((link) => link.network));
  });
});
