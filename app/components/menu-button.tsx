import type { Ref } from "react";
import { HiMenu } from "react-icons/hi";

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
      onClick={onClick}
      className={`items-center justify-center rounded accent-hover p-2 ${className}`}
    >
      <HiMenu aria-hidden="true" className="size-7" />
    </button>
  );
}
