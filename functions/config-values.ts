/** Worker variables arrive as strings, or as numbers from TOML; these read them with zod. */
import * as z from "zod/mini";

/** A number setting within bounds, with its default when unset. */
export function number(
  { min, max, integer = true }: { min: number; max: number; integer?: boolean },
  fallback: number,
) {
  const checks = [z.gte(min), z.lte(max), ...(integer ? [z.refine(Number.isInteger)] : [])];
  return z._default(z.coerce.number().check(...checks), fallback);
}

/** Empty strings count as unset, as `wrangler secret`/dashboard values often are. */
export function present(value: string | number | undefined): string | number | undefined {
  return value === "" ? undefined : value;
}

/** The parsed settings; on an invalid value, an error naming the settings (never their values). */
export function parseOrThrow<T>(schema: z.ZodMiniType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  // Names only: values may be secrets.
  const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
  throw new Error(`Invalid ${what} configuration: ${names}`);
}
