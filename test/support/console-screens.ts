import { inject } from "vitest";
import { honeypotField } from "#app/lib/contact-fields.ts";
import { filesField } from "#app/lib/contact-files.ts";
import { signLocalToken } from "#harness/console-keys.ts";

/** The console's screens (issue 23): each one HTML and CSS, behind Access. */
export const consoleScreens = [
  "/console",
  "/console/indesirables",
  "/console/export",
  "/console/effacement",
  "/console/etat",
  "/console/vitesse",
  "/console/journal",
];

/** A robot's message: it lands in the spam folder, is never e-mailed and touches no shared count. */
export const robot = {
  name: "<b>Robot</b> & Cie",
  email: "robot-console@example.com",
  numTele: "",
  msg: "Offre <script>alert(1)</script>\nligne 2",
  [honeypotField]: "https://spam.example",
};

/** An operator's Access token, signed with the run's local key (test/support/e2e-setup.ts). */
export function consoleToken(): Promise<string> {
  return signLocalToken(inject("consoleKey"), "exploitant@example.com");
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} instead of ${status}`);
  return response;
}

/**
 * Posts the robot's message and returns the path of its page in the console: as JSON, or with `files` as a
 * multipart form under an address of its own (robot-fichiers@), from a documentation address of its own.
 */
export async function spamMessagePath(files: File[] = []): Promise<string> {
  const baseURL = inject("baseURL");
  const sender = files.length > 0 ? "robot-fichiers" : "robot-console";
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...robot, email: `${sender}@example.com` })) form.set(name, value);
  for (const file of files) form.append(filesField, file);
  const [headers, body] =
    files.length > 0
      ? [{ "cf-connecting-ip": "192.0.2.233" }, form]
      : [{ "content-type": "application/json", "cf-connecting-ip": "192.0.2.231" }, JSON.stringify(robot)];
  await expectStatus(
    await fetch(`${baseURL}/api/contact`, { method: "POST", headers, body }),
    200,
    "the robot's message",
  );
  const folder = await fetch(`${baseURL}/console/indesirables?q=${sender}`, {
    headers: { "cf-access-jwt-assertion": await consoleToken() },
  });
  const path = /href="(\/console\/messages\/[^"]+)"/.exec(await folder.text())?.[1];
  if (!path) throw new Error("The robot's message is not in the spam folder");
  return path;
}

/** Two days of home-page LCP, mobile and desktop, so the speed page draws its charts. */
export async function seedVitals(): Promise<void> {
  for (const [value, mobile] of [
    [1800, "?1"],
    [2600, "?1"],
    [1200, "?0"],
  ] as const) {
    const response = await fetch(`${inject("baseURL")}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.232", "sec-ch-ua-mobile": mobile },
      body: JSON.stringify({
        route: "/",
        metrics: [{ id: `v6-${crypto.randomUUID()}`, name: "LCP", value, rating: "good", navigationType: "navigate" }],
      }),
    });
    await expectStatus(response, 204, "a vitals beacon");
  }
}

/** Every console screen, a message's page and the erasure's confirmation, by name, as the operator gets them. */
export async function consoleDocuments(): Promise<Record<string, string>> {
  const baseURL = inject("baseURL");
  const headers = { "cf-access-jwt-assertion": await consoleToken() };
  await seedVitals();
  const documents: Record<string, string> = {};
  const named = [
    ...consoleScreens.map((path) => [path, path.replaceAll("/", "_")]),
    [await spamMessagePath(), "_console_message"],
  ];
  for (const [path, name] of named) {
    const response = await expectStatus(await fetch(baseURL + path, { headers }), 200, path);
    documents[name] = await response.text();
  }
  const formToken = /name="jeton" value="([^"]+)"/.exec(documents._console_effacement ?? "")?.[1] ?? "";
  const confirm = await fetch(`${baseURL}/console/effacement`, {
    method: "POST",
    headers: { ...headers, origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ jeton: formToken, intent: "count", email: robot.email }),
  });
  documents._console_erasure_confirm = await confirm.text();
  return documents;
}
