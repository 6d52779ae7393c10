import { faFacebookF, faInstagram, faLinkedinIn, faXTwitter } from "@fortawesome/free-brands-svg-icons";
import type { SocialLink } from "#app/content/company.ts";

export const socialIcons = {
  x: faXTwitter,
  facebook: faFacebookF,
  instagram: faInstagram,
  linkedin: faLinkedinIn,
} satisfies Record<SocialLink["network"], unknown>;
