/**
 * What the editor shows when its GitHub sign-in fails (github-sign-in.ts; Sveltia prints the
 * message as it is), in French like the editor. Apart, so tests read it without the routes.
 */
export const signInErrors = {
  notConfigured:
    "La connexion à GitHub n’est pas configurée sur ce site (GITHUB_OAUTH_CLIENT_ID et GITHUB_OAUTH_CLIENT_SECRET, docs/deploy.md).",
  refused: "GitHub n’a pas donné son accord\u00a0: la connexion est annulée.",
  badState:
    "Cette demande de connexion a expiré ou ne vient pas de cet éditeur\u00a0: fermez la fenêtre et recommencez.",
  exchangeFailed: "GitHub n’a pas délivré d’autorisation\u00a0: réessayez dans quelques instants.",
} as const;
