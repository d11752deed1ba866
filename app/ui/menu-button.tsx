import { HiMenu } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";

import { MENU_ID } from "./menu-overlay.tsx";

/** Opens the menu with an invoker command: native, so it needs no script. */
export function MenuButton({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label={m.shell_menu_open()}
      aria-expanded="false"
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={MENU_ID}
      className={`items-center justify-center rounded accent-hover p-2 ${className}`}
    >
      <HiMenu aria-hidden="true" className="size-7" />
    </button>
  );
}
