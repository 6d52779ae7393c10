import pageIntroStyles from "#app/styles/page-intro.css?url";

interface PageIntroProps {
  title: string;
  intro: string;
  /** A short line above the title, e.g. the section of the site. */
  eyebrow?: string;
}

/**
 * The banner that opens every inner page: its single h1 and a short introduction.
 * Its stylesheet comes with it, wherever it renders (React puts the link in the head once, and
 * the renderer inlines it): a page without the banner, such as the home page, carries none of its
 * styles, although the root's error boundary renders it too (decision 004).
 */
export function PageIntro({ title, intro, eyebrow }: PageIntroProps) {
  return (
    <section className="page-intro">
      <link rel="stylesheet" href={pageIntroStyles} precedence="page-intro" />
      <div className="container">
        {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__text">{intro}</p>
      </div>
    </section>
  );
}
