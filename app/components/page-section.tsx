import { type ReactNode, useId } from "react";
import { RevealSection } from "#app/components/reveal-on-scroll.tsx";
import "#app/styles/sections.css";

interface PageSectionProps {
  title: string;
  intro?: string;
  id?: string;
  /** Alternate background, to separate consecutive sections. */
  alt?: boolean;
  children?: ReactNode;
}

/** A page section: its h2, an optional introduction, then its content; fades in on scroll. */
export function PageSection({ title, intro, id, alt = false, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <RevealSection
      id={id}
      className={alt ? "page-section page-section--alt" : "page-section"}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId} className="page-section__title">
          {title}
        </h2>
        {intro ? <p className="page-section__intro">{intro}</p> : null}
        {children}
      </div>
    </RevealSection>
  );
}
