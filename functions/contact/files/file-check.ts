import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";
import { contactFileLimits, type FileKind, fileKinds, kindOfName, selectionProblem } from "#app/lib/contact-files.ts";

/**
 * The Worker's own check of a message's files, whatever the browser said (issue 36): the kind by
 * the name's extension AND by the content's signature, so an executable renamed `.pdf` or an HTML
 * or SVG page renamed `.png` is refused; the name kept for display only, cleaned. Nothing is ever
 * unpacked: a ZIP is checked for its signature, never opened.
 */

/** A file that passed, ready to store. */
export interface CheckedFile {
  /** The name as shown to the company: no path, no control characters, bounded. */
  name: string;
  kind: FileKind;
  size: number;
  bytes: ArrayBuffer;
}

export type FilesCheck = { ok: true; files: CheckedFile[] } | { ok: false; error: string; tooLarge?: true };

/** The bytes of the start of a file the signatures need. */
const signatureBytes = 1024;

/** Every file's name, kind, content and the selection's size and count; the first refusal, in the visitor's language. */
export async function checkFiles(files: readonly File[], copy: ContactFormCopy["files"]): Promise<FilesCheck> {
  const named = files.map((file) => ({ file, name: cleanFileName(file.name), size: file.size }));
  const problem = selectionProblem(named);
  if (problem) {
    switch (problem.kind) {
      case "type":
        return { ok: false, error: copy.errors.type(problem.name) };
      case "empty":
        return { ok: false, error: copy.errors.empty(problem.name) };
      case "count":
        return { ok: false, error: copy.errors.count(problem.count) };
      case "total":
        return { ok: false, error: copy.errors.total(problem.bytes), tooLarge: true };
    }
  }
  const checked: CheckedFile[] = [];
  for (const { file, name, size } of named) {
    const kind = kindOfName(name) as FileKind;
    const bytes = await file.arrayBuffer();
    if (!hasSignature(kind, new Uint8Array(bytes, 0, Math.min(bytes.byteLength, signatureBytes))))
      return { ok: false, error: copy.errors.content(name, fileKinds[kind].label) };
    checked.push({ name, kind, size, bytes });
  }
  return { ok: true, files: checked };
}

/** Bidi controls (an override can disguise « gpj.exe » as « exe.jpg »), zero-width and line separators. */
const invisibleControls = /[\u061c\u200b-\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;

/**
 * A file name for display: the last segment of any path (either slash), without control or bidi
 * characters, spaces collapsed, leading dots and trailing dots or spaces dropped, at most
 * `contactFileLimits.nameLength` units with the extension kept whole. Never used as a key.
 */
function cleanFileName(raw: string): string {
  const base = raw.normalize("NFC").split(/[/\\]/).at(-1) ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(invisibleControls, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const max = contactFileLimits.nameLength;
  if (clean.length <= max) return clean;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(clean)?.[0] ?? "";
  // Cut on a whole character, never between the two halves of a surrogate pair.
  const stem = clean.slice(0, max - extension.length - 1).replace(/[\ud800-\udbff]$/, "");
  return `${stem}…${extension}`;
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The start of a file as text, one character per byte, without a UTF-8 byte order mark. */
function textStart(bytes: Uint8Array): string {
  return new TextDecoder("windows-1252").decode(startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes);
}

/**
 * Each kind's signature, from its specification: PDF's header, DWG's version string (AC1.2 to
 * AC1032 and later), DXF's first group (a comment, then SECTION) or its binary sentinel, STEP's
 * ISO 10303-21 header, IGES's 80-column Start record, JPEG's SOI marker, PNG's eight bytes, and a
 * ZIP's local file header (or an empty archive's end record).
 */
const signatures: Record<FileKind, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, ascii("%PDF-")),
  dwg: (bytes) => /^AC(?:\d{4}|[12]\.\d{1,2})/.test(textStart(bytes.subarray(0, 6))),
  dxf: (bytes) =>
    startsWith(bytes, ascii("AutoCAD Binary DXF\r\n\x1a\x00")) ||
    /^\s*(?:999\r?\n[^\r\n]*\r?\n\s*)*0\r?\nSECTION\r?\n/.test(textStart(bytes)),
  step: (bytes) => /^\s*ISO-10303-21;/.test(textStart(bytes)),
  iges: (bytes) => {
    const firstLine =
      textStart(bytes)
        .replace(/^(?:\r?\n)+/, "")
        .split(/\r?\n/, 1)[0] ?? "";
    return firstLine.length >= 73 && firstLine[72] === "S";
  },
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  zip: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]),
};

function hasSignature(kind: FileKind, bytes: Uint8Array): boolean {
  return signatures[kind](bytes);
}
