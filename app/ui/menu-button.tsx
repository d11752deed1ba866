import { HiMenu } from "react-icons/hi";

import { MENU_ID } from "./menu-overlay.tsx";

/** Opens the menu with an invoker command: native, so it needs no script. */
export function MenuButton({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label="Open menu"
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
