import { type RefObject, useCallback, useRef } from "react";

/**
 * Cloudflare Turnstile in the contact form (docs/decisions/019): nothing is
 * fetched from Cloudflare until the visitor first focuses the form; then the
 * script loads and renders an invisible-unless-needed widget, whose token the
 * form sends with the message. Everything here degrades to "no token": the
 * Worker then takes the message under its stricter, token-less limits.
 */

/** Explicit rendering: the script only defines `window.turnstile`, the form decides where and when. */
const scriptUrl = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** The part of Turnstile's client API the form uses. */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | null | undefined;
  reset(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: Promise<TurnstileApi> | undefined;

/** Adds Turnstile's script once per page; a failed load may be tried again on the next focus. */
function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile's script defined no API."));
    script.onerror = () => reject(new Error("Turnstile's script could not be loaded."));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    throw error;
  });
  return scriptLoad;
}

export interface TurnstileHandle {
  /** Where the widget goes; render it only when a site key is given. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Loads and renders the widget, once; called on the form's first focus. */
  start(): void;
  /** The current token, waiting up to `timeoutMs` for one; undefined when there is none. */
  token(timeoutMs: number): Promise<string | undefined>;
  /** Asks for a fresh token: each one is good for one verification. */
  reset(): void;
}

export function useTurnstile(siteKey: string | null): TurnstileHandle {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const state = useRef<{ widgetId?: string; started: boolean; token?: string; waiters: ((token?: string) => void)[] }>({
    started: false,
    waiters: [],
  });

  const settle = useCallback((token: string | undefined) => {
    state.current.token = token;
    if (!token) return;
    for (const resolve of state.current.waiters.splice(0)) resolve(token);
  }, []);

  const start = useCallback(() => {
    const current = state.current;
    if (!siteKey || current.started || !containerRef.current) return;
    current.started = true;
    loadTurnstile().then(
      (api) => {
        if (!containerRef.current) return;
        current.widgetId =
          api.render(containerRef.current, {
            sitekey: siteKey,
            action: "contact",
            language: "fr",
            appearance: "interaction-only",
            // The token travels in the JSON; no hidden input is needed.
            "response-field": false,
            callback: (token: string) => settle(token),
            "expired-callback": () => settle(undefined),
            "error-callback": () => {
              settle(undefined);
              // Handled: the message simply goes without a token.
              return true;
            },
          }) ?? undefined;
      },
      () => {
        // Blocked or offline: the next focus tries again; meanwhile messages go without a token.
        current.started = false;
      },
    );
  }, [siteKey, settle]);

  const token = useCallback(
    (timeoutMs: number) =>
      new Promise<string | undefined>((resolve) => {
        const current = state.current;
        if (!siteKey || !current.started) return resolve(undefined);
        if (current.token) return resolve(current.token);
        const timer = setTimeout(() => {
          current.waiters = current.waiters.filter((waiter) => waiter !== done);
          resolve(undefined);
        }, timeoutMs);
        const done = (value?: string) => {
          clearTimeout(timer);
          resolve(value);
        };
        current.waiters.push(done);
      }),
    [siteKey],
  );

  const reset = useCallback(() => {
    const current = state.current;
    current.token = undefined;
    if (current.widgetId !== undefined) window.turnstile?.reset(current.widgetId);
  }, []);

  return { containerRef, start, token, reset };
}
