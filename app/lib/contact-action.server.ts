import { data, type RouterContextProvider } from "react-router";
import { contactFormCopy } from "#app/content/contact-form.ts";
import { clientIp } from "#app/lib/client-ip.ts";
import { contactFields, contactLimits } from "#app/lib/contact-fields.ts";
import { contactOutcome, outcomeHeaders } from "#app/lib/contact-outcome.ts";
import { type ContactFormState, contactServiceContext } from "#app/lib/contact-submission.ts";

/**
 * The home page's form action: the contact form without JavaScript. A plain POST
 * goes through the same service as the JSON API and gets the page back with the
 * confirmation, or the errors beside the fields and the typed values kept.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const fields = await readFormFields(request);
  if (!fields)
    return data<ContactFormState>({ status: "failed", message: contactFormCopy.refusals.tooLarge }, { status: 413 });

  const service = context.get(contactServiceContext);
  const result = await service.submit({ fields, clientIp: clientIp(request) });
  if (result.kind === "accepted") return data<ContactFormState>({ status: "sent" });
  if (result.kind === "invalid") {
    return data<ContactFormState>(
      { status: "invalid", errors: result.errors, values: typedValues(fields) },
      { status: contactOutcome(result).status },
    );
  }
  const outcome = contactOutcome(result);
  return data<ContactFormState>(
    { status: "failed", message: outcome.message },
    { status: outcome.status, headers: outcomeHeaders(outcome) },
  );
}

/** The posted text fields, or null when the body is over the limit or not a form. */
async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > contactLimits.bodyBytes) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** What the visitor typed, cut to the limits, to fill the fields again. */
function typedValues(fields: Record<string, string>) {
  const values: Partial<Record<(typeof contactFields)[number], string>> = {};
  for (const field of contactFields) values[field] = (fields[field] ?? "").slice(0, contactLimits[field]);
  return values;
}
