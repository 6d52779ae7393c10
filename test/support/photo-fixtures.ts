import sharp from "sharp";

interface PhotoOptions {
  width?: number;
  height?: number;
  format?: "jpeg" | "png" | "webp";
  /** EXIF orientation (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Writes a camera's EXIF with a GPS position, as a phone does. */
  withGps?: boolean;
  /** Varies the picture, so two photos never share their bytes. */
  seed?: number;
  /**
   * Detail at every scale, so that it encodes about as a phone photo does (a few megabytes of
   * JPEG; AVIF and WebP variants of tens to hundreds of kilobytes). Without it the picture is soft
   * shapes, quick to make and to encode, for the tests.
   */
  detailed?: boolean;
}

/** The camera and place a fixture's EXIF claims: none of it may reach a variant. */
export const fixtureExif = { make: "TingisTestPhone", latitude: "35/1 46/1 2/1", longitude: "5/1 48/1 1/1" };

/** A stand-in for a phone photo, made on the spot: no binary in the repository. */
export async function photo(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, format = "jpeg", orientation, withGps = false, seed = 1 } = options;
  const raw = { width, height, channels: 3 } as const;
  const pixels = await randomPixels(16, 12, 3, seed, width, height);
  if (options.detailed) {
    // Light and shade at every scale, as in a photo of a real place: each octave's detail
    // survives the downscaling to some slot's width.
    for (const [index, cellWidth] of [64, 256, 1000].entries()) {
      const shade = await randomPixels(cellWidth, (cellWidth * 3) / 4, 1, seed + index + 1, width, height);
      for (let pixel = 0; pixel < pixels.length; pixel++) {
        pixels[pixel] = Math.max(0, Math.min(255, pixels[pixel] + (shade[Math.floor(pixel / 3)] - 128) * 0.35));
      }
    }
  }
  let image = sharp(pixels, { raw });
  if (withGps) {
    image = image.withExif({
      IFD0: { Make: fixtureExif.make, Model: "Fixture 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: fixtureExif.latitude,
        GPSLongitudeRef: "W",
        GPSLongitude: fixtureExif.longitude,
      },
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  if (format === "jpeg") return image.jpeg({ quality: 92 }).toBuffer();
  if (format === "png") return image.png({ compressionLevel: 1 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

/** Random pixels at `width` × `height`, enlarged smoothly to `toWidth` × `toHeight`: raw, 1 or 3 channels. */
async function randomPixels(
  width: number,
  height: number,
  channels: 1 | 3,
  seed: number,
  toWidth: number,
  toHeight: number,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * channels);
  // mulberry32: a small generator whose output has no visible pattern.
  let state = seed * 0x9e3779b9;
  for (let index = 0; index < pixels.length; index++) {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    pixels[index] = (mixed ^ (mixed >>> 14)) >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .resize(toWidth, toHeight, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

/** A photo whose left half is red and right half blue: where the red lands says how it was turned. */
export async function halvedPhoto(width: number, height: number, orientation: number): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .withMetadata({ orientation })
    .jpeg({ quality: 95 })
    .toBuffer();
}
