/** The paint application catalogue (spec §2): DeVilbiss and Binks, content/carlisleft.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { CarlisleftContent } from "#app/content/schemas/carlisleft.schema.ts";
import data from "#content/carlisleft.json" with { type: "json" };

export const carlisleftContent = contentOf<CarlisleftContent>(data);
export const { paintCatalogue, paintCataloguePage } = carlisleftContent.fr;
