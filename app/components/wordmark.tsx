import { company } from "#app/content/company.ts";

/**
 * The two-part brand wordmark: the short first word, then 'INDUSTRY'. The space
 * between them is real text, so it is read (and matched by labels) as two words.
 */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={className ? `wordmark ${className}` : "wordmark"}>
      <span className="wordmark__first">{company.wordmark.first}</span>{" "}
      <span className="wordmark__second">{company.wordmark.second}</span>
    </span>
  );
}
