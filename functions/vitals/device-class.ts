/**
 * Mobile or desktop, from what a beacon's request says (Sec-CH-UA-Mobile, else the user agent's
 * usual tokens), for the console's charts. Only this class is stored, never the user agent
 * (decision 023 keeps beacons anonymous).
 */
export function deviceClass(request: Request): "mobile" | "desktop" {
  const hint = request.headers.get("Sec-CH-UA-Mobile");
  if (hint !== null) return hint.trim() === "?1" ? "mobile" : "desktop";
  return /Mobi|Android|iPhone|iPad/i.test(request.headers.get("User-Agent") ?? "") ? "mobile" : "desktop";
}
