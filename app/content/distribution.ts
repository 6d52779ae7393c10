/** The /distribution page (spec §2, 'Distribution page'): content/distribution.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { DistributionContent } from "#app/content/schemas/distribution.schema.ts";
import data from "#content/distribution.json" with { type: "json" };

export const distributionContent = contentOf<DistributionContent>(data);
export const { distributionPage } = distributionContent.fr;
