import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "#app/i18n/locales.ts";

/** The language of the page being rendered, from its path (prerendered pages have no loader to ask). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/**
 * What the editor's preview shows instead of the built content (app/editor/preview.tsx): the
 * entry being edited, in the language on show, keyed by the content module it replaces, and where
 * to show a photo uploaded since the last build from. The site itself never provides it.
 */
export interface Draft {
  content: ReadonlyMap<object, unknown>;
  uploadedPhoto: (path: string) => string | undefined;
}

export const DraftContext = createContext<Draft | null>(null);

/** A content module's entry in the page's language (app/i18n/content.ts), or the editor's draft of it. */
export function useContent<T>(content: Record<Locale, T>): T {
  const locale = useLocale();
  const draft = useContext(DraftContext)?.content.get(content);
  return (draft as T | undefined) ?? content[locale];
}
