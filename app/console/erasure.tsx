import * as z from "zod/mini";
import { ConsoleForm } from "#app/console/console-form.tsx";
import { consoleMeta } from "#app/console/console-meta.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { erasureCopy } from "#app/content/console.ts";
import { contactLimits } from "#app/lib/contact-fields.ts";
import type { Route } from "./+types/erasure";

export const meta: Route.MetaFunction = () => consoleMeta(erasureCopy.title);

export function loader({ context }: Route.LoaderArgs) {
  requireConsole(context);
  return null;
}

/** Addresses are stored trimmed and lower-cased (app/lib/contact-schema.ts): looked up the same way. */
const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(contactLimits.email), z.regex(z.regexes.email));

/**
 * Two steps (issue 23, §5): "count" says how many messages the address sent and asks to confirm;
 * "erase" deletes them and says how many went. The address is never put in a URL.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const service = requireConsole(context);
  const form = await request.formData();
  const email = emailSchema.safeParse(form.get("email"));
  if (!email.success) return { step: "invalid" as const };
  if (form.get("intent") === "erase") return { step: "erased" as const, count: await service.eraseFrom(email.data) };
  return { step: "confirm" as const, email: email.data, count: await service.countFrom(email.data) };
}

export default function Erasure({ actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>{erasureCopy.title}</h1>
      <p>{erasureCopy.intro}</p>
      {actionData?.step === "erased" ? (
        <p role="status" className="console-notice">
          {erasureCopy.erased(actionData.count)}
        </p>
      ) : null}
      {actionData?.step === "confirm" ? (
        <div className="console-confirm">
          <p role="status">{erasureCopy.found(actionData.count, actionData.email)}</p>
          {actionData.count > 0 ? (
            <ConsoleForm className="console-actions">
              <input type="hidden" name="email" value={actionData.email} />
              <button type="submit" name="intent" value="erase" className="console-danger">
                {erasureCopy.confirm}
              </button>
              <a href="/console/effacement">{erasureCopy.cancel}</a>
            </ConsoleForm>
          ) : null}
        </div>
      ) : (
        <ConsoleForm className="console-form">
          {actionData?.step === "invalid" ? (
            <p role="alert" className="console-notice console-notice--error">
              {erasureCopy.invalid}
            </p>
          ) : null}
          <p>
            <label htmlFor="email">{erasureCopy.email}</label>
            <input id="email" name="email" type="email" required autoComplete="off" maxLength={contactLimits.email} />
          </p>
          <button type="submit" name="intent" value="count">
            {erasureCopy.find}
          </button>
        </ConsoleForm>
      )}
    </>
  );
}
