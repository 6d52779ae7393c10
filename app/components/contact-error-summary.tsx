/**
 * What a refused post without JavaScript comes back with at the top of the form,
 * after GOV.UK's error summary: a titled list of the errors, each a link to its
 * field. The page's address has no fragment, so the browser honours `autofocus`
 * and takes the visitor, and a screen reader, straight to it (decision 018).
 */
export function ContactErrorSummary({
  title,
  errors,
}: {
  title: string;
  errors: { fieldId: string; message: string }[];
}) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the page is the answer to the visitor's post; focus goes to what went wrong.
    <div className="contact-form__summary" tabIndex={-1} autoFocus>
      <div role="alert">
        <h4 className="contact-form__summary-title">{title}</h4>
        <ul className="contact-form__summary-list">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`}>{message}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
