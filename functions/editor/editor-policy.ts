import { policyText, securityHeaders } from "#functions/security-policy.ts";

/**
 * The content editor's security headers (/admin, docs/decisions/029-the-editors-door.md): Sveltia CMS
 * needs more than the public pages allow, so its responses, and only they, get this policy; the
 * public policy (functions/security-policy.ts) stays as it is. Free of runtime imports beyond that
 * module, so tests and scripts can read it as well.
 */

/** GitHub's API (REST and GraphQL) the editor reads and commits through, once signed in. */
const githubApiOrigin = "https://api.github.com";

/** GitHub's status, which the editor shows when GitHub has an incident (a save that fails may be why): this file only. */
const githubStatusUrl = "https://www.githubstatus.com/api/v2/status.json";

/** The signed-in GitHub user's picture. */
const githubAvatarOrigin = "https://avatars.githubusercontent.com";

/**
 * Scripts from this site only, never inline nor evaluated (Sveltia needs neither); what it does
 * need: styles it injects as `<style>` elements and attributes ('unsafe-inline' for styles only),
 * blob: and data: images (thumbnails of uploads, its logo), blob: documents in the preview frame
 * (based on this origin, so that the site's pictures show there),
 * fetches of its own blob: and data: URLs, GitHub's API and status. Its fonts and French strings
 * are copies under /admin/ (scripts/lib/editor-assets.ts); its optional calls to CDNs (code
 * highlighter, PDF thumbnails, map widget) are refused.
 */
export function editorContentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "blob:", "data:", githubAvatarOrigin],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", "blob:", "data:", githubApiOrigin, githubStatusUrl],
    "frame-src": ["blob:"],
    "object-src": ["'none'"],
    // The preview's frame is a blob: document whose <base> is this origin: without it, the site's
    // root-relative addresses (its pictures) would resolve against the blob.
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return policyText(directives);
}

/**
 * The site's headers with the editor's policy. The editor opens GitHub's sign-in in a window of
 * its own and waits for its message: `same-origin-allow-popups` keeps that window's link to the
 * editor, and the sign-in's own pages (`signIn`) set no opener policy at all, since one would cut
 * the link when the window comes back from github.com.
 */
export function editorSecurityHeaders({ signIn = false }: { signIn?: boolean } = {}): Record<string, string> {
  const { "Cross-Origin-Opener-Policy": _publicOpenerPolicy, ...rest } = securityHeaders();
  return {
    ...rest,
    "Content-Security-Policy": editorContentSecurityPolicy(),
    ...(signIn ? {} : { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" }),
  };
}
