/**
 * The company's identity and contact details: the single source for every
 * page, the side panel, the footer, structured data and the e-mail service.
 * Replace these values when the company supplies its own.
 */
export interface SocialLink {
  network: "twitter" | "facebook" | "instagram" | "linkedin";
  label: string;
  /** null where the network has no real target yet (spec §2). */
  href: string | null;
}

export const company = {
  /** Two-part wordmark: a short first word plus 'INDUSTRY'. */
  wordmark: { first: "TINGIS", second: "INDUSTRY" },
  name: "TINGIS INDUSTRY",
  tagline: "Votre partenaire de demain",
  foundedYear: 2016,
  email: "contact@tingis-industry.ma",
  phone: {
    display: "+212 5 39 94 12 30",
    /** E.164 form, for tel: links and structured data. */
    e164: "+212539941230",
  },
  address: {
    street: "Zone industrielle Gzenaya, lot 118",
    postalCode: "90100",
    city: "Tanger",
    country: "Maroc",
    countryCode: "MA",
  },
  map: {
    title: "Plan d’accès : route de Rabat, zone industrielle Gzenaya, Tanger",
    /** OpenStreetMap needs no key and sets no tracking cookie. */
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=-5.8620%2C35.7120%2C-5.8180%2C35.7380&layer=mapnik&marker=35.7250%2C-5.8400",
    linkUrl: "https://www.openstreetmap.org/?mlat=35.7250&mlon=-5.8400#map=15/35.7250/-5.8400",
  },
  social: [
    { network: "twitter", label: "Twitter", href: null },
    { network: "facebook", label: "Facebook", href: null },
    { network: "instagram", label: "Instagram", href: null },
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/tingis-industry" },
  ] satisfies SocialLink[],
} as const;

/** The postal address on one line, as printed on the site. */
export function formatAddress(): string {
  const { street, postalCode, city, country } = company.address;
  return `${street}, ${postalCode} ${city}, ${country}`;
}
