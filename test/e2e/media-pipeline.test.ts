import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { buildMedia, type MediaFolders, MediaRefused } from "#scripts/lib/media-pipeline.ts";
import { fixtureExif, halvedPhoto, photo } from "#test/support/photo-fixtures.ts";

// The photo pipeline of issue 35 (scripts/build-media.ts), on photos made here with sharp, in
// folders of its own under .cache/ (never content/media/ or public/media/).

const scratch = join(".cache", "media-tests");
mkdirSync(scratch, { recursive: true });
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Folders of a run of its own, the uploads written into its source folder. */
function foldersWith(uploads: Record<string, Buffer | string>): MediaFolders {
  const root = mkdtempSync(join(scratch, "run-"));
  made.push(root);
  const folders = {
    source: join(root, "content-media"),
    output: join(root, "public-media"),
    manifest: join(root, "manifest.json"),
    cache: join(root, "cache"),
  };
  mkdirSync(folders.source);
  for (const [name, bytes] of Object.entries(uploads)) writeFileSync(join(folders.source, name), bytes);
  return folders;
}

/** The URLs and widths of a `srcset`. */
function candidates(srcset: string): { url: string; width: number }[] {
  return srcset.split(", ").map((candidate) => {
    const [url, width] = candidate.split(" ");
    return { url, width: Number.parseInt(width, 10) };
  });
}

/** A PNG file of `width` × `height` pixels with no pixel data: its header is all sharp reads for its size. */
function pngHeader(width: number, height: number): Buffer {
  const uint32 = (value: number) => Buffer.from([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    return Buffer.concat([uint32(data.length), body, uint32(crc32(body))]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    // 8 bits, RGB, no interlace.
    chunk("IHDR", Buffer.concat([uint32(width), uint32(height), Buffer.from([8, 2, 0, 0, 0])])),
    chunk("IDAT", deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("a phone photo (4000 × 3000 JPEG with the camera's EXIF and GPS position)", { timeout: 120_000 }, () => {
  it("is listed with its size and AVIF and WebP srcsets at 480 to 1600 px, each variant bare of EXIF, never the original; encoded once, a second build takes the variants from the cache", async () => {
    const original = await photo({ withGps: true });
    const folders = foldersWith({ "Atelier Soudure.jpg": original });
    const first = await buildMedia(folders);
    const entry = first.manifest["/media/Atelier Soudure.jpg"];
    const metadata = await sharp(original).metadata();
    expect([metadata.width, metadata.height]).toEqual([4000, 3000]);
    expect(metadata.exif?.includes(fixtureExif.make)).toBe(true);
    expect(entry).toMatchObject({ width: 4000, height: 3000 });
    expect(entry.src).toMatch(/^\/media\/atelier-soudure-800\.[0-9a-f]{12}\.webp$/);
    for (const format of ["avif", "webp"] as const) {
      const listed = candidates(entry[format]);
      expect(listed.map((candidate) => candidate.width)).toEqual([480, 800, 1080, 1280, 1600]);
      for (const { url, width } of listed) {
        expect(url).toMatch(new RegExp(`^/media/atelier-soudure-\\d+\\.[0-9a-f]{12}\\.${format}$`));
        const bytes = readFileSync(join(folders.output, url.slice("/media/".length)));
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
        if (format === "avif") expect(metadata.compression).toBe("av1");
        expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        for (const trace of [fixtureExif.make, fixtureExif.latitude, "Exif\0"])
          expect(bytes.includes(trace)).toBe(false);
      }
    }
    const served = readdirSync(folders.output);
    expect(served).toHaveLength(10);
    expect(served.filter((name) => !/\.(avif|webp)$/.test(name))).toEqual([]);
    const largest = Math.max(...served.map((name) => readFileSync(join(folders.output, name)).length));
    expect(largest).toBeLessThan(original.length / 4);
    expect(first.encoded).toEqual(["Atelier Soudure.jpg"]);
    const again = await buildMedia(folders);
    expect(again).toMatchObject({ encoded: [], reused: ["Atelier Soudure.jpg"] });
    expect(again.manifest).toEqual(first.manifest);
    expect(readdirSync(folders.output)).toHaveLength(10);
  });
});

describe("the pipeline", () => {
  it("turns a photo upright as its camera's orientation says and lists its upright size; takes PNG and WebP uploads, and drops the variants of an upload that is gone", async () => {
    const folders = foldersWith({
      // Orientation 6: the camera was turned a quarter clockwise; the left half (red) belongs on top.
      "turned.jpg": await halvedPhoto(400, 300, 6),
      "plan.png": await photo({ width: 640, height: 400, format: "png" }),
      "chantier.webp": await photo({ width: 500, height: 300, format: "webp" }),
    });
    const { manifest } = await buildMedia(folders);
    const entry = manifest["/media/turned.jpg"];
    expect(entry).toMatchObject({ width: 300, height: 400 });
    // Narrower than the smallest width: one variant per format, at the photo's own width.
    expect(candidates(entry.webp).map((candidate) => candidate.width)).toEqual([300]);
    const served = join(folders.output, entry.src.slice("/media/".length));
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 400]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(150, 40);
    const [bottomRed, , bottomBlue] = pixel(150, 360);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(served).metadata()).orientation).toBeUndefined();

    expect(candidates(manifest["/media/plan.png"].avif).map((candidate) => candidate.width)).toEqual([480, 640]);
    expect(manifest["/media/chantier.webp"]).toMatchObject({ width: 500, height: 300 });
    rmSync(join(folders.source, "plan.png"));
    const second = await buildMedia(folders);
    expect(Object.keys(second.manifest).sort()).toEqual(["/media/chantier.webp", "/media/turned.jpg"]);
    expect(readdirSync(folders.output).filter((name) => !/^(chantier|turned)-/.test(name))).toEqual([]);
  });

  const hostileSvgs = {
    "script.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`,
    "handler.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>`,
    "link.svg": `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>`,
    "external.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://tracker.example/pixel.png" width="10" height="10"/></svg>`,
    "foreign.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject></svg>`,
    // Renamed: the content says what it is, not the name.
    "logo.png": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
    "clean.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>`,
  };
  const svgRefused =
    "SVG is refused (a drawing can carry scripts and links that would run on the site): upload a PNG or WebP instead.";

  type Refused = [what: string, name: string, bytes: Buffer | string, reason: string];
  it.for<Refused>([
    [
      "an upload over 25 MB",
      "drone.jpg",
      Buffer.alloc(25 * 1024 * 1024 + 1),
      "25.0 MB, above the 25 MB limit for an upload: export the photo smaller.",
    ],
    [
      // Only its header: the limit is checked before any pixel is decoded.
      "a photo over 50 megapixels",
      "panorama.png",
      pngHeader(8200, 6200),
      "8200 × 6200 is 50.8 megapixels, above the 50-megapixel limit: export the photo smaller.",
    ],
    [
      "a file that is no image, such as a renamed executable",
      "photo.jpg",
      Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01"), Buffer.alloc(4096)]),
      "not an image (its content is no JPEG, PNG or WebP): upload a JPEG, PNG or WebP photo.",
    ],
    ...Object.entries(hostileSvgs).map(([name, svg]): Refused => [`an SVG upload (${name})`, name, svg, svgRefused]),
  ])("refuses %s, naming the file and why, and writes nothing", async ([, name, bytes, reason]) => {
    const folders = foldersWith({ [name]: bytes });
    const error = await buildMedia(folders).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(MediaRefused);
    expect((error as MediaRefused).problems).toEqual([`${join(folders.source, name)}: ${reason}`]);
    // Nothing is written when an upload is refused.
    expect(existsSync(folders.manifest)).toBe(false);
    expect(existsSync(folders.output)).toBe(false);
  });

  it("stops `npm run media` with one line per refused upload, and the others untouched", async () => {
    const folders = foldersWith({
      "ok.jpg": await photo({ width: 60, height: 40 }),
      "drone.jpg": Buffer.alloc(26 * 1024 * 1024),
      "logo.svg": hostileSvgs["script.svg"],
    });
    const run = await promisify(execFile)(
      process.execPath,
      [
        "scripts/build-media.ts",
        ...["--from", folders.source, "--to", folders.output, "--manifest", folders.manifest, "--cache", folders.cache],
      ],
      { encoding: "utf8" },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `${join(folders.source, "drone.jpg")}: 26.0 MB, above the 25 MB limit for an upload: export the photo smaller.`,
      `${join(folders.source, "logo.svg")}: ${svgRefused}`,
    ]);
    expect(existsSync(folders.output)).toBe(false);
  });
});
