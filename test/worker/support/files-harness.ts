import { env } from "cloudflare:workers";
import { filesField } from "#app/lib/contact-files.ts";
import type { FileRow } from "#functions/contact/files/file-store.ts";
import { concat } from "#harness/file-samples.ts";
import { postContact, validMessage } from "#test/worker/support/contact-harness.ts";

/** The contact form's files in the workerd tests (issue 36): multipart bodies, posts, what is stored. */

export type Upload = { name: string; bytes: Uint8Array };

export const boundary = "----tingis-test-boundary";

/** A multipart body as a browser writes the form: text fields, then files (names escaped as HTML's encoding does). */
export function multipart(fields: Record<string, string | Uint8Array>, files: Upload[] = []): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === "string" ? encoder.encode(value) : value,
      encoder.encode("\r\n"),
    );
  for (const file of files) {
    const name = file.name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${filesField}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      encoder.encode("\r\n"),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return concat(...parts);
}

export const contentType = `multipart/form-data; boundary=${boundary}`;

/** The island's post with files, through the built Worker, with its background work. */
export function postFiles(
  files: Upload[],
  { fields = {}, ...options }: { fields?: Record<string, string>; ip?: string; bindings?: Env } = {},
) {
  return postContact(multipart({ ...validMessage, ...fields }, files), { contentType, ...options });
}

/** The rows of contact_files, oldest first. */
export async function fileRows() {
  const query = "SELECT * FROM contact_files ORDER BY created_at, position";
  return (await env.DB.prepare(query).all<FileRow & { message_id: string }>()).results;
}

/** Every key in the files' bucket. */
export async function bucketKeys(): Promise<string[]> {
  return (await env.CONTACT_FILES.list()).objects.map((object) => object.key);
}
