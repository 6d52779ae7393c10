/**
 * The contact form's two icons, each from its own file of Font Awesome rather than
 * from the package's index: the form's island then carries these two alone, not
 * every icon the site's pages use (decision 009).
 */
export { faCircleCheck } from "@fortawesome/free-solid-svg-icons/faCircleCheck";
export { faCircleExclamation } from "@fortawesome/free-solid-svg-icons/faCircleExclamation";
