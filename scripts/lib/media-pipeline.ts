import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp from "sharp";
import type { MediaManifest, PhotoVariants } from "#app/content/media.ts";

const publicPath = "/media";
const mebibyte = 1024 * 1024;
/** What an upload may weigh: a phone photo is about 5 MB and 12 megapixels. */
const photoLimits = { bytes: 25 * mebibyte, megapixels: 50 };

/**
 * The slots (app/components/image-sizes.ts) need 160 to 1830 device pixels: 480 serves the cards, 800 a phone's full
 * width at 2×, 1080 at 3× (55 KB of AVIF where 1280 took 85 KB), 1280 and 1600 the hero on wide and dense screens.
 */
const photoWidths = [480, 800, 1080, 1280, 1600];
/** The `<img>`'s own `src`, for a browser that reads no `srcset`. */
const fallbackWidth = 800;
const encoders = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
} as const;
type Format = keyof typeof encoders;
const formats = Object.keys(encoders) as Format[];
/** Part of each cache key: changing the widths or the encoders encodes every photo again. */
const settings = JSON.stringify({ photoWidths, encoders, version: 1 });

const accepted = new Set(["jpeg", "png", "webp"]);
const acceptedExtensions = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/** Uploads, their variants (emptied of anything else), the manifest, a cache by content hash: none encoded twice. */
export interface MediaFolders {
  source: string;
  output: string;
  manifest: string;
  cache: string;
}

/** One or more uploads refused: one line each, naming the file and the rule. */
export class MediaRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.name = "MediaRefused";
    this.problems = problems;
  }
}

type Upload = { name: string; bytes: Buffer; key: string };
interface Encoded {
  width: number;
  height: number;
  widths: number[];
}

/** Encodes each upload in `source` into `output`, listed in `manifest`; one bad: `MediaRefused` before any write. */
export async function buildMedia(folders: MediaFolders) {
  const names = await uploadNames(folders.source);
  const checked = await Promise.all(names.map((name) => checkUpload(folders.source, name)));
  const problems = checked.filter((each) => typeof each === "string");
  if (problems.length > 0) throw new MediaRefused(problems);
  const uploads = checked.filter((each) => typeof each !== "string");

  await mkdir(folders.output, { recursive: true });
  const manifest: MediaManifest = {};
  const written = new Set<string>();
  // The uploads encoded by this run, and those whose variants came from the cache.
  const result = { manifest, encoded: [] as string[], reused: [] as string[] };
  // One photo at a time: a 12-megapixel decode and eight encodes already fill both cores.
  for (const upload of uploads) {
    const folder = join(folders.cache, upload.key);
    let encoded = await readCached(folder);
    if (encoded) result.reused.push(upload.name);
    else {
      encoded = await encode(upload.bytes, folder);
      result.encoded.push(upload.name);
    }
    const url = (width: number, format: Format) =>
      `${publicPath}/${slug(upload.name)}-${width}.${upload.key.slice(0, 12)}.${format}`;
    for (const width of encoded.widths)
      for (const format of formats) {
        const file = url(width, format).slice(publicPath.length + 1);
        await copyFile(join(folder, `${width}.${format}`), join(folders.output, file));
        written.add(file);
      }
    const srcset = (format: Format) => encoded.widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
    const fallback = encoded.widths.findLast((width) => width <= fallbackWidth) ?? encoded.widths[0];
    manifest[`${publicPath}/${upload.name}`] = {
      width: encoded.width,
      height: encoded.height,
      avif: srcset("avif"),
      webp: srcset("webp"),
      src: url(fallback, "webp"),
    } satisfies PhotoVariants;
  }
  for (const file of await readdir(folders.output))
    if (!written.has(file)) await rm(join(folders.output, file), { recursive: true, force: true });
  await mkdir(join(folders.manifest, ".."), { recursive: true });
  await writeFile(folders.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  return result;
}

const uploadNames = async (source: string): Promise<string[]> =>
  (existsSync(source) ? await readdir(source, { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();

/** The upload ready to encode, or the one line that says why it is refused. */
async function checkUpload(source: string, name: string): Promise<Upload | string> {
  const path = join(source, name);
  const { size } = await stat(path);
  if (size > photoLimits.bytes)
    return `${path}: ${(size / mebibyte).toFixed(1)} MB, above the ${photoLimits.bytes / mebibyte} MB limit for an upload: export the photo smaller.`;
  const bytes = await readFile(path);
  const svgRefused = `${path}: SVG is refused (a drawing can carry scripts and links that would run on the site): upload a PNG or WebP instead.`;
  if (extname(name).toLowerCase() === ".svg") return svgRefused;
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata)
    return `${path}: not an image (its content is no JPEG, PNG or WebP): upload a JPEG, PNG or WebP photo.`;
  const { format, width, height } = metadata;
  const pixels = width * height;
  if (format === "svg") return svgRefused;
  if (!accepted.has(format) || !acceptedExtensions.has(extname(name).toLowerCase()))
    return `${path}: ${format.toUpperCase()} content named "${extname(name)}", where only JPEG, PNG and WebP photos (.jpg, .png, .webp) are taken.`;
  if (pixels > photoLimits.megapixels * 1_000_000)
    return `${path}: ${width} × ${height} is ${(pixels / 1_000_000).toFixed(1)} megapixels, above the ${photoLimits.megapixels}-megapixel limit: export the photo smaller.`;
  const key = createHash("sha256").update(settings).update(bytes).digest("hex");
  return { name, bytes, key };
}

const readCached = (folder: string): Promise<Encoded | undefined> =>
  readFile(join(folder, "encoded.json"), "utf8").then(JSON.parse, () => undefined);

/** Encodes every variant into a new folder, renamed into place once complete, so the cache never holds half a photo. */
async function encode(bytes: Buffer, folder: string): Promise<Encoded> {
  // Upright as the camera said; sharp writes no metadata unless asked: no EXIF, GPS position or camera serial.
  const upright = sharp(bytes).autoOrient();
  const { autoOrient } = await upright.metadata();
  const { width, height } = autoOrient;
  const widths = variantWidths(width);
  const partial = `${folder}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  for (const variantWidth of widths)
    await Promise.all(
      formats.map((format) =>
        upright
          .clone()
          .resize({ width: variantWidth })
          [format](encoders[format])
          .toFile(join(partial, `${variantWidth}.${format}`)),
      ),
    );
  const encoded: Encoded = { width, height, widths };
  await writeFile(join(partial, "encoded.json"), JSON.stringify(encoded));
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
  return encoded;
}

/** The standard widths below the photo's own, then its own width (at most the largest standard one). */
function variantWidths(width: number): number[] {
  const largest = photoWidths[photoWidths.length - 1];
  return [...photoWidths.filter((each) => each < Math.min(width, largest)), Math.min(width, largest)];
}

/** A name safe in a URL, from the upload's: "Atelier Soudure (2).JPG" gives "atelier-soudure-2". */
function slug(name: string): string {
  const base = name.slice(0, name.length - extname(name).length);
  const ascii = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "photo";
}
