/**
 * The contact form's fields (spec §3). Its sending behaviour, validation and
 * popups belong to the contact feature; this renders the four fields only.
 */
export function ContactForm() {
  return (
    <form className="contact-form" method="post" noValidate>
      <h3 className="contact-form__title">Envoyez-nous votre message en remplissant ce formulaire</h3>
      <label className="visually-hidden" htmlFor="contact-name">
        Nom complet
      </label>
      <input id="contact-name" name="name" type="text" placeholder="Nom complet" autoComplete="name" />
      <label className="visually-hidden" htmlFor="contact-email">
        Email
      </label>
      <input id="contact-email" name="email" type="email" placeholder="Email" autoComplete="email" />
      <label className="visually-hidden" htmlFor="contact-phone">
        Numéro de Téléphone
      </label>
      <input id="contact-phone" name="numTele" type="text" placeholder="Numéro de Téléphone" autoComplete="tel" />
      <label className="visually-hidden" htmlFor="contact-message">
        Message
      </label>
      <textarea id="contact-message" name="msg" placeholder="Message" rows={6} />
      <button type="submit">Envoyer</button>
    </form>
  );
}
