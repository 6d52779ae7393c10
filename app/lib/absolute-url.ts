/** An absolute URL on the configured public origin (never the host a request arrived on). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
