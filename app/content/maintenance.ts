/** The /maintenance page (spec §2, 'Maintenance page'): content/maintenance.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { MaintenanceContent } from "#app/content/schemas/maintenance.schema.ts";
import data from "#content/maintenance.json" with { type: "json" };

export const maintenanceContent = contentOf<MaintenanceContent>(data);
export const { maintenancePage } = maintenanceContent.fr;
