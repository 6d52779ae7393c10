import socialIconsSprite from "#app/components/social-icons.svg?url&no-inline";
import type { SocialLink } from "#app/content/company.ts";

/**
 * A social network's icon, drawn from one external sprite (`social-icons.svg`, Font Awesome's
 * brand icons as symbols) rather than inline: the four icons sit in the contact panel, closed
 * until asked for, and inline they cost the home page's document about 750 bytes of gzip, its
 * first round trip (decision 104). The sprite is a hashed, cached asset of the site's own origin.
 */
export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  return (
    <svg className="icon" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${socialIconsSprite}#${network}`} />
    </svg>
  );
}
