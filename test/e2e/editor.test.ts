import { describe, expect, inject, it } from "vitest";
import { rawGet } from "#test/support/raw-get.ts";

// The editor at /admin as wrangler serves the build (issue 35, decision 029): only the asset server proves that
// its static files never go out without the Worker's Access check (run_worker_first). Nothing of it on the public
// site: console.test.ts; opened with a token, under its policy: editor-journey.test.ts and workerd's console-access.
const baseURL = inject("baseURL");

/** What only the editor's files contain: Sveltia's code, its strings, the configuration's backend. */
const editorBytes = /sveltia|registerPreviewTemplate|"backend"/i;

describe("the editor's door, as the edge routes requests", () => {
  it("serves none of it without an Access token: 403 on its page, scripts and configuration, nothing on lookalikes", async () => {
    const door = [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/admin/sveltia-cms.js",
      "/admin/fonts/material-symbols-outlined.woff2",
      "/admin/chunks/react-dom.js",
      "/admin/github-sign-in.js",
      "/admin/config.yml",
      "/admin/auth?provider=github",
    ];
    const lookalikes = [
      "/ADMIN/sveltia-cms.js",
      "/%61dmin/sveltia-cms.js",
      "/admin%2Fsveltia-cms.js",
      "/%61dmin/config.yml",
      "//admin/config.yml",
      "/admin/../admin/config.yml",
      "/./admin/config.yml",
    ];
    for (const path of [...door, ...lookalikes]) {
      const { status, body } = await rawGet(baseURL, path);
      if (door.includes(path)) expect(status, path).toBe(403);
      else expect(status, path).not.toBe(200);
      expect(body, path).not.toMatch(editorBytes);
    }
  });
});
