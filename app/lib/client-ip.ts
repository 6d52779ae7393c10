/**
 * The visitor's address as Cloudflare's edge reports it, for both contact doors
 * (the JSON API and the no-JavaScript form action). "unknown" where no edge stands
 * in front (tests, curl against a local server): all such requests share one key.
 */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}
