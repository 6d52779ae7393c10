/** Undoes React's escaping of text and attribute values (&amp; last, so nothing is decoded twice). */
export function decodeEntities(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
