import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "#app/components/contact-form.tsx";
import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";
import "#app/styles/contact-form-island.css";

/**
 * The contact form's island (decision 018), imported by app/enhance/contact-form-wake.ts
 * when the visitor comes near: React DOM, the form and its copy in the page's language alone,
 * nothing of React Router.
 * Hydrates the container the server rendered, with the props it wrote there, and
 * resolves once React has the form; the DOM nodes stay, and with them what the
 * visitor typed, the focused field and its caret.
 */
export function hydrateContactForm(container: HTMLElement, copy: ContactFormCopy): Promise<void> {
  const props = JSON.parse(container.dataset.props ?? "") as ContactFormProps;
  return new Promise((resolve) => {
    hydrateRoot(container, <ContactForm {...props} copy={copy} onAwake={resolve} />);
  });
}
