import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce the Worker drew for this request: the page
 * renderer stamps it on every inline script so the browser runs them and
 * nothing injected. Undefined where no Worker sets it.
 */
export const cspNonce = createContext<string | undefined>(undefined);
