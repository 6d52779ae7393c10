import sharp from "sharp";

/** The camera and place a fixture's EXIF claims: none of it may reach a variant. */
export const fixtureExif = { make: "TingisTestPhone", latitude: "35/1 46/1 2/1", longitude: "5/1 48/1 1/1" };

/**
 * A stand-in for a phone photo, made on the spot (no binary in the repository): soft shapes, quick to encode; with
 * `withGps`, a camera's EXIF with a GPS position, as a phone writes it.
 */
export async function photo({ width = 4000, height = 3000, format = "jpeg", withGps = false } = {}): Promise<Buffer> {
  const cells = Buffer.alloc(16 * 12 * 3);
  // mulberry32: a small generator whose output has no visible pattern.
  let state = 0x9e3779b9;
  for (let index = 0; index < cells.length; index++) {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    cells[index] = (mixed ^ (mixed >>> 14)) >>> 24;
  }
  let image = sharp(cells, { raw: { width: 16, height: 12, channels: 3 } }).resize(width, height, { kernel: "cubic" });
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
  if (format === "jpeg") return image.jpeg({ quality: 92 }).toBuffer();
  if (format === "png") return image.png({ compressionLevel: 1 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
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
