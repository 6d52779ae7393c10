import { filesField } from "#app/lib/contact-files.ts";
import { decodeUtf8 } from "#app/lib/request-encoding.ts";

/**
 * A contact form posted as multipart/form-data (with files: the no-JavaScript post of the home
 * page's action, and the island's upload to /api/contact), read on both doors the same way.
 * The body is counted as it streams in and cut off at `maxBytes`, never read to the end; the text
 * the visitor typed is then still given back, read from the start of the body, where a browser
 * puts the fields that come before the file input in the form (decision new-contact-files).
 */
export type MultipartRead =
  | { kind: "read"; fields: Record<string, string>; files: File[] }
  /** Over the limit: the text fields found whole before the cut, and the names of the files begun. */
  | { kind: "too-large"; fields: Record<string, string>; fileNames: string[] }
  /** No boundary, a body that does not parse, or a text field whose bytes are not UTF-8. */
  | { kind: "malformed" };

/**
 * How much of the body's start is kept to give the text back: a fill within the bounds, every
 * text field at its limit, fits in `textBytes` (contactBodyLimits.form bounds it).
 */
export async function readMultipart(
  request: Request,
  { maxBytes, textBytes }: { maxBytes: number; textBytes: number },
): Promise<MultipartRead> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = boundaryOf(contentType);
  if (!boundary || !request.body) return { kind: "malformed" };
  const head = new BodyHead(textBytes);
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    // Announced too large: only its start is read, for the text.
    await head.fillFrom(request.body);
    return { kind: "too-large", ...textOf(head.bytes(), boundary) };
  }
  let seen = 0;
  let over = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          over = true;
          // Errors the pipe, which cancels the request's body: the rest is never read.
          controller.error(new Error("body over its limit"));
          return;
        }
        head.keep(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { "content-type": contentType } }).formData();
  } catch {
    return over ? { kind: "too-large", ...textOf(head.bytes(), boundary) } : { kind: "malformed" };
  }
  // The text parts' own bytes, read strictly: formData() would put U+FFFD where bytes are not UTF-8.
  const strict = textOf(head.bytes(), boundary);
  if (strict.malformed) return { kind: "malformed" };
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = strict.fields[name] ?? value;
    // An empty file input still sends a part, with no name and no bytes: nothing was chosen.
    else if (name === filesField && (value.name !== "" || value.size > 0)) {
      // The name as sent, where its part began in the head: formData() reads a backslash as an
      // escape, and a Windows path (C:\Users\…, old browsers) would lose its separators.
      const sent = strict.fileNames[files.length];
      files.push(sent === undefined || sent === value.name ? value : new File([value], sent, { type: value.type }));
    }
  }
  return { kind: "read", fields, files };
}

/** The boundary a multipart Content-Type names, or undefined. */
function boundaryOf(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^";\s]{1,70}))/i.exec(contentType);
  return boundary?.[1] ?? boundary?.[2];
}

/** The first `limit` bytes of a body, kept as they stream past. */
class BodyHead {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}

  keep(chunk: Uint8Array): void {
    if (this.length >= this.limit) return;
    const part = chunk.subarray(0, this.limit - this.length);
    this.chunks.push(part.slice());
    this.length += part.byteLength;
  }

  /** Reads the start of `body` into this head, then cancels the rest. */
  async fillFrom(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    while (this.length < this.limit) {
      const { done, value } = await reader.read();
      if (done) return;
      this.keep(value);
    }
    await reader.cancel();
  }

  bytes(): Uint8Array {
    const bytes = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}

/**
 * The text parts found whole in `bytes` (the body's start), decoded strictly, and the names of the
 * file parts begun there. Each byte is one character in windows-1252, so positions in the string
 * are positions in the bytes.
 */
function textOf(
  bytes: Uint8Array,
  boundary: string,
): { fields: Record<string, string>; fileNames: string[]; malformed: boolean } {
  const text = new TextDecoder("windows-1252").decode(bytes);
  const delimiter = `--${boundary}`;
  const fields: Record<string, string> = {};
  const fileNames: string[] = [];
  let malformed = false;
  let start = text.indexOf(delimiter);
  while (start >= 0) {
    const headersStart = start + delimiter.length + 2;
    const next = text.indexOf(`\r\n${delimiter}`, headersStart);
    const headersEnd = text.indexOf("\r\n\r\n", headersStart);
    if (headersEnd < 0 || text.slice(start + delimiter.length, start + delimiter.length + 2) === "--") break;
    const headers = text.slice(headersStart, headersEnd);
    const headerBytes = bytes.subarray(headersStart, headersEnd);
    const name = parameter(headers, headerBytes, "name");
    const fileName = parameter(headers, headerBytes, "filename");
    if (fileName !== undefined) {
      if (fileName !== "" && name === filesField) fileNames.push(fileName);
    } else if (next >= 0 && name !== undefined) {
      const value = decodeUtf8(bytes.subarray(headersEnd + 4, next));
      if (value === undefined) malformed = true;
      else fields[name] = value;
    }
    if (next < 0) break;
    start = next + 2;
  }
  return { fields, fileNames, malformed };
}

/**
 * A Content-Disposition parameter of a part's headers, or undefined. Read from the headers' bytes
 * as UTF-8, as browsers send names; a quote and line breaks come escaped (HTML's multipart encoding).
 */
function parameter(headers: string, headerBytes: Uint8Array, key: string): string | undefined {
  const match = new RegExp(`^content-disposition:[^\\r\\n]*?;\\s*${key}="([^"\\r\\n]*)"`, "imd").exec(headers);
  const [from, to] = match?.indices?.[1] ?? [];
  if (from === undefined || to === undefined) return undefined;
  const value = decodeUtf8(headerBytes.subarray(from, to)) ?? match?.[1] ?? "";
  return value.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}
