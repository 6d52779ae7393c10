import { faFacebookF, faInstagram, faLinkedinIn, faXTwitter } from "@fortawesome/free-brands-svg-icons";
import { describe, expect, it } from "vitest";
import facebook from "#app/components/social-icons/facebook.svg?raw";
import instagram from "#app/components/social-icons/instagram.svg?raw";
import linkedin from "#app/components/social-icons/linkedin.svg?raw";
import x from "#app/components/social-icons/x.svg?raw";
import { company } from "#app/content/company.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";

/**
 * The contact panel's social icons are files of their own (decision 008), copied from Font Awesome's
 * brand icons: each copy stays the package's drawing, and every network has its file.
 */
const fontAwesome = { x: faXTwitter, facebook: faFacebookF, instagram: faInstagram, linkedin: faLinkedinIn };
const files = { x, facebook, instagram, linkedin };

describe("the social icons", () => {
  it.for(company.social.map((link) => link.network))("%s is Font Awesome's icon, in white", (network) => {
    const [width, height, , , path] = fontAwesome[network].icon;
    expect(files[network]).toContain(`viewBox="0 0 ${width} ${height}" fill="#fff"`);
    expect(files[network]).toContain(`<path d="${path}"/>`);
  });

  it("are lazy images in the home page's contact panel, fetched only once it opens", async () => {
    const html = await (await fetchWorker("/")).text();
    const images = [...html.matchAll(/<img class="social-icon" src="\/assets\/([\w]+)-[\w-]+\.svg"[^>]*>/g)];
    expect(images.map((match) => match[1])).toEqual(company.social.map((link) => link.network));
    for (const [image] of images) expect(image).toContain('loading="lazy"');
  });
});
