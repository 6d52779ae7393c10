import facebook from "#app/components/social-icons/facebook.svg?url&no-inline";
import instagram from "#app/components/social-icons/instagram.svg?url&no-inline";
import linkedin from "#app/components/social-icons/linkedin.svg?url&no-inline";
import x from "#app/components/social-icons/x.svg?url&no-inline";
import type { SocialLink } from "#app/content/company.ts";

/** Font Awesome's brand icons, white, one hashed and cached file each. */
const iconFiles: Record<SocialLink["network"], string> = { x, facebook, instagram, linkedin };

/**
 * A social network's icon, an image loaded lazily. The four icons sit in the contact panel, closed
 * until asked for: inline they would cost the home page's document about 750 bytes of gzip, its
 * first round trip (decision 008), and drawn from a sprite with `<use>` the browser fetched that
 * sprite during every page's load, next to the hero (decision 008). A lazy image inside the closed
 * panel is fetched when the panel opens. Its link or label names it, so the image itself is silent.
 */
export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  return (
    <img
      className="social-icon"
      src={iconFiles[network]}
      alt=""
      width="16"
      height="16"
      loading="lazy"
      decoding="async"
    />
  );
}
