// The GitHub sign-in window's half of Sveltia CMS's handshake (functions/editor/github-sign-in.ts):
// tell the editor that opened this window it is here, then, once the editor answers, hand it the
// result the Worker put in the page. Every message names this site's origin as its only target, and
// only the opener, from this origin, is listened to.
const result = document.getElementById("github-sign-in")?.dataset.message;
const editor = window.opener;
if (result && editor) {
  window.addEventListener("message", (event) => {
    if (event.source !== editor || event.origin !== window.location.origin || event.data !== "authorizing:github")
      return;
    editor.postMessage(result, window.location.origin);
  });
  editor.postMessage("authorizing:github", window.location.origin);
}
