import type { Ref } from "react";
import { HiMenu } from "react-icons/hi";
import { MENU_ID } from "./menu-overlay";

export function MenuButton({
  ref,
  expanded,
  onClick,
  className = "",
}: {
  ref: Ref<HTMLButtonElement>;
  expanded: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Open menu"
      aria-expanded={expanded}
      aria-haspopup="dialog"
      // Opens the menu natively too, so it works before JavaScript has loaded (or without it).
      command="show-modal"
      commandfor={MENU_ID}
      onClick={onClick}
      className={`items-center justify-center rounded accent-hover p-2 ${className}`}
    >
      <HiMenu aria-hidden="true" className="size-7" />
    </button>
  );
}
