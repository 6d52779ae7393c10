import { company } from "#app/content/company.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { pageTitle } from "#app/lib/page-title.ts";

/** Social cards are 1200×630 PNGs rendered by `npm run images` into public/social/. */
export const socialImageSize = { width: 1200, height: 630 } as const;

export function socialImagePath(key: PageKey): string {
  return `/social/${key}.png`;
}

export interface HeadTag {
  /** Open Graph uses `property`, Twitter cards use `name`. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

/** Open Graph and Twitter card tags: how a shared link to the page looks. */
export function socialCardTags(key: PageKey, origin: string): HeadTag[] {
  const page = pageMeta[key];
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, socialImagePath(key));
  const title = pageTitle(page.title);
  const imageAlt = `${company.name}, ${company.tagline}\u00a0: ${page.title}`;
  const og = (property: string, content: string): HeadTag => ({ attribute: "property", key: property, content });
  const twitter = (name: string, content: string): HeadTag => ({ attribute: "name", key: name, content });
  return [
    og("og:type", "website"),
    og("og:locale", "fr_FR"),
    og("og:site_name", company.name),
    og("og:title", title),
    og("og:description", page.description),
    og("og:url", url),
    og("og:image", image),
    og("og:image:type", "image/png"),
    og("og:image:width", String(socialImageSize.width)),
    og("og:image:height", String(socialImageSize.height)),
    og("og:image:alt", imageAlt),
    twitter("twitter:card", "summary_large_image"),
    twitter("twitter:title", title),
    twitter("twitter:description", page.description),
    twitter("twitter:image", image),
    twitter("twitter:image:alt", imageAlt),
  ];
}
