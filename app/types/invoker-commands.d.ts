// Invoker commands (`command` / `commandfor`), which let a button open or
// close a <dialog> without JavaScript: in browsers since 2025, not yet in
// React's types. React passes these lowercase attributes through as they are.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}
