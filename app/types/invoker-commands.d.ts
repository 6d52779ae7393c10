import "react";

/**
 * HTML invoker commands (`commandfor`, `command`), which @types/react 19.3 does
 * not list yet. Written in lowercase, React passes them to the DOM as they are.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
