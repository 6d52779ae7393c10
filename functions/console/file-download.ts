import type { FileKind } from "#app/lib/contact-files.ts";
import { findFile } from "#functions/console/message-store.ts";

/** Each kind's registered media type (IANA): what the download says it is, whatever the visitor's browser said. */
const mediaTypes: Record<FileKind, string> = {
  pdf: "application/pdf",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  step: "model/step",
  iges: "model/iges",
  jpeg: "image/jpeg",
  png: "image/png",
  zip: "application/zip",
};

/**
 * One file of a message from the private bucket, as a download (issue 36): `attachment`, the type
 * its checked kind says (never the one the visitor's browser claimed), `nosniff`; so an uploaded
 * HTML, SVG or PDF is never rendered on the site's origin. Null when the message, the file or its
 * bytes are gone.
 */
export async function downloadFile(
  db: D1Database,
  bucket: R2Bucket | undefined,
  id: string,
  position: number,
): Promise<Response | null> {
  const file = await findFile(db, id, position);
  if (!file || !bucket) return null;
  const object = await bucket.get(file.key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": mediaTypes[file.kind],
      "Content-Length": String(object.size),
      "Content-Disposition": attachment(file.name),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII stand-in for old clients, and the real
 * name in UTF-8 (RFC 8187). No quote, backslash or control character reaches the header.
 */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
