import "#app/styles/page-intro.css";

interface PageIntroProps {
  title: string;
  intro: string;
  /** A short line above the title, e.g. the section of the site. */
  eyebrow?: string;
}

/** The banner that opens every inner page: its single h1 and a short introduction. */
export function PageIntro({ title, intro, eyebrow }: PageIntroProps) {
  return (
    <section className="page-intro">
      <div className="container">
        {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__text">{intro}</p>
      </div>
    </section>
  );
}
