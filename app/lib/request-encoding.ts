/**
 * Text comes in as UTF-8 only, on both contact doors (docs/decisions/016): a body
 * that declares another charset is refused (415) rather than read as UTF-8 and
 * stored garbled, and bytes that are not UTF-8 are refused (400) rather than
 * stored with U+FFFD where the visitor typed something else.
 */

/** True when Content-Type names a charset, under any of its labels, other than UTF-8; none means UTF-8. */
export function declaresOtherCharset(contentType: string | null | undefined): boolean {
  const label = /;\s*charset\s*=\s*"?([^";]*)/i.exec(contentType ?? "")?.[1];
  if (label === undefined) return false;
  try {
    return new TextDecoder(label).encoding !== "utf-8";
  } catch {
    return true;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The bytes as text, or undefined when they are not UTF-8. */
export function decodeUtf8(bytes: AllowSharedBufferSource): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The fields of a form-encoded body, or undefined when a %XX sequence does not
 * decode as UTF-8: URLSearchParams would put U+FFFD in its place without a word,
 * decodeURIComponent throws (on a bare `%` too, which no browser sends). A name
 * sent twice keeps its last value.
 */
export function parseUrlencoded(body: string): Record<string, string> | undefined {
  const decode = (part: string) => decodeURIComponent(part.replaceAll("+", " "));
  const fields: Record<string, string> = {};
  try {
    for (const pair of body.split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      if (equals < 0) fields[decode(pair)] = "";
      else fields[decode(pair.slice(0, equals))] = decode(pair.slice(equals + 1));
    }
  } catch {
    return undefined;
  }
  return fields;
}
