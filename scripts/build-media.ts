// The editor's photos (content/media/) as AVIF and WebP variants (public/media/) and the manifest the app reads
// (docs/content.md), first in `npm run build` and `npm run dev`: an upload breaking a rule stops them, a line a file.
import { parseArgs } from "node:util";
import { buildMedia, MediaRefused } from "#scripts/lib/media-pipeline.ts";

const { values } = parseArgs({
  options: {
    from: { type: "string", default: "content/media" },
    to: { type: "string", default: "public/media" },
    manifest: { type: "string", default: ".cache/media/manifest.json" },
    cache: { type: "string", default: ".cache/media/photos" },
  },
});

const { from: source, to: output, manifest, cache } = values;
try {
  const { encoded, reused } = await buildMedia({ source, output, manifest, cache });
  const count = encoded.length + reused.length;
  console.log(`${source}: ${count} photo(s) in ${output} (${encoded.length} encoded, ${reused.length} from the cache)`);
} catch (error) {
  if (!(error instanceof MediaRefused)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exit(1);
}
