/**
 * The files a contact message may carry (issue 36, docs/decisions/new-contact-files.md): how many,
 * how large, of which kinds. Shared by the form in the browser (its checks before sending) and the
 * Worker, which checks again by extension and content (functions/contact/files/).
 */
import { contactBodyLimits } from "#app/lib/contact-fields.ts";

/** Name of the form's file input, and of each file's part in a multipart body. */
export const filesField = "fichiers";

const megabyte = 1024 * 1024;

export const contactFileLimits = {
  /** Files per message: a drawing, its model and a few photos. */
  count: 5,
  /** Bytes of all a message's files together; the refusals say it in megabytes. */
  totalBytes: 20 * megabyte,
  /** UTF-16 units of a file name as kept (the extension stays whole). */
  nameLength: 120,
} as const;

/** The kinds an industrial buyer sends, each with its extensions (the download's type: file-download.ts). */
export const fileKinds = {
  pdf: { label: "PDF", extensions: ["pdf"] },
  dwg: { label: "DWG", extensions: ["dwg"] },
  dxf: { label: "DXF", extensions: ["dxf"] },
  step: { label: "STEP", extensions: ["step", "stp"] },
  iges: { label: "IGES", extensions: ["iges", "igs"] },
  jpeg: { label: "JPEG", extensions: ["jpg", "jpeg"] },
  png: { label: "PNG", extensions: ["png"] },
  zip: { label: "ZIP", extensions: ["zip"] },
} as const;

export type FileKind = keyof typeof fileKinds;

/** The file input's `accept`: every extension, so the browser's picker offers these first. */
export const acceptedExtensions = Object.values(fileKinds)
  .flatMap((kind) => kind.extensions.map((extension) => `.${extension}`))
  .join(",");

/** The kind a file name's extension says (case-insensitive), or undefined. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(fileKinds) as FileKind[]).find((kind) =>
    (fileKinds[kind].extensions as readonly string[]).includes(extension),
  );
}

/**
 * The largest multipart body a fill within the bounds makes: the files, the text as the
 * form-encoded limit bounds it, and 2 KiB of part headers per file (a long name, escaped).
 * Past it the body is refused (413) as it streams in.
 */
export const multipartBodyLimit =
  contactFileLimits.totalBytes + contactBodyLimits.form + contactFileLimits.count * 2048;

/** What the browser checks before sending (the server checks it all again, and the content too). */
export type FileProblem =
  | { kind: "type" | "empty"; name: string }
  | { kind: "count"; count: number }
  | { kind: "total"; bytes: number };

/** The first problem of a selection, by the rules the server applies to names, sizes and counts. */
export function selectionProblem(files: readonly { name: string; size: number }[]): FileProblem | undefined {
  for (const file of files) {
    if (!kindOfName(file.name)) return { kind: "type", name: file.name };
    if (file.size === 0) return { kind: "empty", name: file.name };
  }
  if (files.length > contactFileLimits.count) return { kind: "count", count: files.length };
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  if (bytes > contactFileLimits.totalBytes) return { kind: "total", bytes };
  return undefined;
}
