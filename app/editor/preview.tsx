/**
 * The editor's preview (/admin, decision 028): each content file shown with the site's own
 * components and styles, in the language on show, as visitors will see it once published.
 * Sveltia CMS renders a preview template with its own copy of React; each template here is a
 * class made with the CMS's `createClass` that mounts the site's React in the preview's frame,
 * so the two copies never share a hook. scripts/build-editor.ts builds this file into
 * public/admin/preview/, behind the editor's door like the rest of /admin.
 */
import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import { type ComponentType, createElement, useMemo } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ContactCallout } from "#app/components/contact-callout.tsx";
import { ContactSection } from "#app/components/contact-section.tsx";
import { HomePage } from "#app/components/home-page.tsx";
import { ClientsCarousel, PartnersCarousel } from "#app/components/logo-carousels.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { typesetContent } from "#app/content/content-of.ts";
import { uploadsPath } from "#app/content/media.ts";
import { mediaManifest } from "#app/content/media-manifest.ts";
import { pagePaths } from "#app/content/page-paths.ts";
import {
  callToActionContent,
  carlisleftContent,
  companyContent,
  contactSectionCopyContent,
  distributionContent,
  formationContent,
  homeContent,
  ingenierieContent,
  logosContent,
  maintenanceContent,
  montageContent,
  pagesContent,
  realisationContent,
  schmersalContent,
} from "#app/i18n/content.ts";
import { type Locale, localeSettings, locales, localizedPath } from "#app/i18n/locales.ts";
import { DraftContext, useContent } from "#app/i18n/use-locale.ts";
import PaintCataloguePage from "#app/routes/distribution.carlisleft.tsx";
import SafetyCataloguePage from "#app/routes/distribution.schmersal.tsx";
import DistributionPage from "#app/routes/distribution.tsx";
import TrainingPage from "#app/routes/formation.tsx";
import EngineeringPage from "#app/routes/ingenierie.tsx";
import MaintenancePage from "#app/routes/maintenance.tsx";
import AssemblyPage from "#app/routes/montage.tsx";
import ProjectsPage from "#app/routes/realisation.tsx";
import "#app/styles/base.css";
import "#app/styles/languages.css";

/** What one content file's preview shows: the page it feeds, at that page's address. */
interface FilePreview {
  content: object;
  path: string;
  Page: ComponentType;
}

/** Every page's title and description, as each page's banner shows them. */
function PageBanners() {
  const { pageMeta } = useContent(pagesContent);
  return Object.entries(pageMeta).map(([key, page]) => (
    <PageIntro key={key} title={page.title} intro={page.description} />
  ));
}

function LogoCarousels() {
  return (
    <>
      <ClientsCarousel />
      <PartnersCarousel alt />
    </>
  );
}

/** By the file's name in the editor's configuration (scripts/lib/cms-config.ts). */
const previews: Record<string, FilePreview> = {
  company: { content: companyContent, path: pagePaths.home.path, Page: SiteFooter },
  logos: { content: logosContent, path: pagePaths.home.path, Page: LogoCarousels },
  home: { content: homeContent, path: pagePaths.home.path, Page: HomePage },
  "contact-section": { content: contactSectionCopyContent, path: pagePaths.home.path, Page: ContactSection },
  realisation: { content: realisationContent, path: pagePaths.realisation.path, Page: ProjectsPage },
  ingenierie: { content: ingenierieContent, path: pagePaths.ingenierie.path, Page: EngineeringPage },
  montage: { content: montageContent, path: pagePaths.montage.path, Page: AssemblyPage },
  maintenance: { content: maintenanceContent, path: pagePaths.maintenance.path, Page: MaintenancePage },
  distribution: { content: distributionContent, path: pagePaths.distribution.path, Page: DistributionPage },
  formation: { content: formationContent, path: pagePaths.formation.path, Page: TrainingPage },
  "call-to-action": { content: callToActionContent, path: pagePaths.home.path, Page: ContactCallout },
  pages: { content: pagesContent, path: pagePaths.home.path, Page: PageBanners },
  schmersal: { content: schmersalContent, path: pagePaths.schmersal.path, Page: SafetyCataloguePage },
  carlisleft: { content: carlisleftContent, path: pagePaths.carlisleft.path, Page: PaintCataloguePage },
};

/** The draft in the language on show, rendered as the site renders it, its form included. */
function DraftPage({ preview, props }: { preview: FilePreview; props: CustomPreviewTemplateProps }) {
  // The entry gives the language on show as `data` and the others under `i18n`; the frame keeps
  // the language it was opened in.
  const others = (props.entry.getIn(["i18n"]) as { has(key: string): boolean } | undefined) ?? new Set();
  const locale: Locale = locales.find((known) => !others.has(known)) ?? "fr";
  Object.assign(props.document.documentElement, { lang: locale, dir: localeSettings[locale].dir });
  const router = useMemo(
    () =>
      createMemoryRouter([{ id: "preview", path: "*", element: createElement(preview.Page), loader: () => null }], {
        initialEntries: [localizedPath(preview.path, locale)],
        // The contact form asks its route for Turnstile's key: none in the preview.
        hydrationData: { loaderData: { preview: { turnstileSiteKey: null } } },
      }),
    [preview, locale],
  );
  const data = (props.entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS();
  const draft = {
    // Typeset as the site will print it (no-break spaces, apostrophes).
    content: new Map([[preview.content, typesetContent(data, locale)]]),
    // The editor hands a photo uploaded in this session as a blob: address, and one saved since the
    // last build by its path, which it can read back.
    uploadedPhoto: (src: string) =>
      src.startsWith("blob:")
        ? src
        : src.startsWith(uploadsPath) && !(src in mediaManifest)
          ? props.getAsset(src)?.url
          : undefined,
  };
  return (
    <DraftContext value={draft}>
      <main>
        <RouterProvider key={locale} router={router} />
      </main>
    </DraftContext>
  );
}

interface TemplateInstance {
  props: CustomPreviewTemplateProps;
  host: HTMLDivElement | null;
  root?: Root;
  show(): void;
}

interface EditorGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: CustomPreviewTemplate): void;
    registerPreviewStyle(url: string): void;
  };
  createClass(spec: ThisType<TemplateInstance> & Record<string, unknown>): CustomPreviewTemplate;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

const editor = window as unknown as Window & EditorGlobals;

function template(preview: FilePreview): CustomPreviewTemplate {
  return editor.createClass({
    componentDidMount() {
      if (this.host) this.root = createRoot(this.host);
      this.show();
    },
    componentDidUpdate() {
      this.show();
    },
    componentWillUnmount() {
      this.root?.unmount();
    },
    show() {
      this.root?.render(<DraftPage preview={preview} props={this.props} />);
    },
    render() {
      return editor.h("div", {
        ref: (host: HTMLDivElement | null) => {
          this.host = host;
        },
      });
    },
  });
}

editor.CMS.registerPreviewStyle(`${location.origin}/admin/preview/preview.css`);
for (const [name, preview] of Object.entries(previews)) editor.CMS.registerPreviewTemplate(name, template(preview));
