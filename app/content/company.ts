/**
 * The company's identity, contact details and legal identity: the single source
 * for every page, the side panel, the footer, the legal notice, structured data
 * and the e-mail service. Values the company has not confirmed are wrapped in
 * `sample(…)`: `npm run preflight` lists them and refuses a production deploy
 * until each is replaced by the real one.
 */
import { sample } from "#app/content/sample.ts";

export interface SocialLink {
  network: "x" | "facebook" | "instagram" | "linkedin";
  label: string;
  /** null where the network has no real target yet (spec §2). */
  href: string | null;
}

const address = {
  street: sample("Zone industrielle Gzenaya, lot\u00a0118"),
  postalCode: sample("90100"),
  city: "Tanger",
  country: "Maroc",
  countryCode: "MA",
} as const;

/** The postal address on one line, as printed on the site. */
export function formatAddress(): string {
  const { street, postalCode, city, country } = address;
  return `${street}, ${postalCode}\u00a0${city}, ${country}`;
}

export const company = {
  /** Two-part wordmark: a short first word plus 'INDUSTRY'. */
  wordmark: { first: "TINGIS", second: "INDUSTRY" },
  name: "TINGIS INDUSTRY",
  tagline: "Votre partenaire de demain",
  foundedYear: 2016,
  email: sample("contact@tingis-industry.ma"),
  /** `display` keeps the number on one line (no-break spaces); `e164` is for tel: links and structured data. */
  phone: sample({ display: "+212\u00a05\u00a039\u00a094\u00a012\u00a030", e164: "+212539941230" }),
  address,
  map: {
    /** Names the address the page shows next to the map. */
    title: `Plan d’accès\u00a0: ${formatAddress()}`,
    /** OpenStreetMap needs no key (decision 070 says what it receives); the marker must sit on the real address. */
    ...sample({
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=-5.8620%2C35.7120%2C-5.8180%2C35.7380&layer=mapnik&marker=35.7250%2C-5.8400",
      linkUrl: "https://www.openstreetmap.org/?mlat=35.7250&mlon=-5.8400#map=15/35.7250/-5.8400",
    }),
  },
  /** The publisher's legal identity, printed on the legal notice (/mentions-legales). */
  legal: {
    corporateName: sample("TINGIS INDUSTRY SARL"),
    legalForm: sample("Société à responsabilité limitée (SARL)"),
    shareCapital: sample("100\u202f000\u00a0dirhams"),
    /** Registre du commerce: the court that keeps it and the number. */
    tradeRegister: { court: "Tanger", number: sample("000000") },
    /** Identifiant commun de l'entreprise, 15 digits. */
    ice: sample("000000000000000"),
    /** Identifiant fiscal. */
    taxId: sample("00000000"),
    /** Taxe professionnelle, still called patente. */
    patente: sample("00000000"),
    publicationDirector: sample("Le gérant de TINGIS INDUSTRY SARL"),
    /** Récépissé of the CNDP declaration of the contact form's processing (loi n° 09-08). */
    cndpReceipt: sample("D-W-000/2026"),
  },
  social: [
    { network: "x", label: "X", href: null },
    { network: "facebook", label: "Facebook", href: null },
    { network: "instagram", label: "Instagram", href: null },
    { network: "linkedin", label: "LinkedIn", href: sample("https://www.linkedin.com/company/tingis-industry") },
  ] satisfies SocialLink[],
} as const;

/** Where the copy says our clients are (home page, clients carousel). */
export const clientRegion = sample("la région Tanger-Tétouan-Al Hoceïma");

/** The reply time the copy promises (contact section, call to action). */
export const replyDelay = sample("24\u00a0heures ouvrées");
