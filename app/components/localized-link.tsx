import type { ComponentProps } from "react";
import { localizedPath } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

/**
 * A link written with a French path in the content (every dictionary keeps them: decision 013),
 * sent to that page in the language on show: "/montage" on an English page leads to "/en/montage".
 * Fragments, mail and phone links and other sites pass through unchanged.
 */
export function LocalizedLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a href={localizedPath(href, useLocale())} {...props} />;
}
