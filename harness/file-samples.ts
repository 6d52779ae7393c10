import type { FileKind } from "#app/lib/contact-files.ts";

/** Files of each kind the contact form takes, and impostors (issue 36): pure data for workerd, Node and browsers. */
const text = (value: string) => new TextEncoder().encode(value);
export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** A one-page PDF, valid enough for a reader to open. */
export const samplePdf = text(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
);

/** An IGES Start record: 72 columns of text, then « S » and the sequence number. */
const igesStart = `${"Plan de bride, export TINGIS".padEnd(72)}S${"1".padStart(7)}`;

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
const png = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (character) => character.charCodeAt(0),
);

/** One file of each accepted kind, with a name as a buyer's would be. */
export const acceptedSamples: Record<FileKind, { name: string; bytes: Uint8Array }> = {
  pdf: { name: "plan-bride.pdf", bytes: samplePdf },
  dwg: { name: "ensemble.dwg", bytes: concat(text("AC1032"), new Uint8Array(64)) },
  dxf: {
    name: "découpe laser.dxf",
    bytes: text("999\r\nExport\r\n  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n"),
  },
  step: {
    name: "arbre.step",
    bytes: text("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('arbre'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n"),
  },
  iges: { name: "carter.igs", bytes: text(`${igesStart}\r\n`) },
  jpeg: {
    name: "machine.jpg",
    bytes: concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), text("\0\x10JFIF\0"), new Uint8Array(32)),
  },
  png: { name: "plaque.png", bytes: png },
  zip: { name: "dossier.zip", bytes: concat(Uint8Array.of(0x50, 0x4b, 0x05, 0x06), new Uint8Array(18)) },
};

/** What is refused for its content although its name says an accepted kind. */
export const impostors = {
  /** A Windows executable (its DOS header) renamed `.pdf`. */
  executable: {
    name: "devis.pdf",
    bytes: concat(text("MZ"), Uint8Array.of(0x90, 0, 3, 0), text("This program cannot be run in DOS mode.")),
  },
  html: {
    name: "photo.png",
    bytes: text("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
  },
  svg: {
    name: "schema.png",
    bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'),
  },
  text: { name: "notes.dwg", bytes: text("Ceci n’est pas un dessin.") },
};
