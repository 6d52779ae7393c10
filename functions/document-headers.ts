/**
 * Headers every HTML page carries besides the security ones: the Worker adds
 * them to the pages it renders (functions/worker.ts), the build to the
 * prerendered pages' rules in `_headers` (scripts/lib/prerendered-pages.ts).
 * Free of runtime imports so Node scripts can load it as well.
 */
export const documentHeaders = {
  // Prepares the next page on hover or touch, no inline script needed (docs/decisions/050).
  "Speculation-Rules": '"/speculation-rules.json"',
} as const;
