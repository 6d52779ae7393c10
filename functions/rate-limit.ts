import ipaddr from "ipaddr.js";

/**
 * The key a per-visitor rate limit counts under (docs/decisions/020). An IPv4
 * address stands for itself. An IPv6 address is grouped by its /64 prefix: an
 * ISP hands each customer at least a /64, so counting whole addresses would give
 * one visitor 2^64 keys. IPv4-mapped IPv6 (::ffff:192.0.2.1) counts as its IPv4.
 * Anything that does not parse is its own key.
 */
export function rateLimitKey(ip: string): string {
  const text = ip.replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.IPv6.isValid(text)) return ip;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Whether the visitor at `ip` is within `limiter`'s limit. A limiter that fails to answer lets the
 * request through, with a warning in the Worker's log: a message is never lost to a counting
 * hiccup, and the hourly and daily caps, counted in D1, still bound a flood.
 */
export async function withinRateLimit(limiter: RateLimit, ip: string): Promise<boolean> {
  try {
    return (await limiter.limit({ key: rateLimitKey(ip) })).success;
  } catch (error) {
    console.warn(`Rate limiter unavailable, request let through: ${error instanceof Error ? error.message : error}`);
    return true;
  }
}
