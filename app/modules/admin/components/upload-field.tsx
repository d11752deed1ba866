import type { ReactNode } from "react";

import { UPLOAD_FIELD } from "../index.ts";

/** A photo straight from the phone's camera or library; the server checks what it is. */
export function UploadField({
  label,
  submit,
  action,
  children,
}: {
  label: string;
  submit: string;
  action?: string;
  /** More fields sent with the photo. */
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-3">
      <label htmlFor={UPLOAD_FIELD} className="font-semibold">
        {label}
      </label>
      <input
        id={UPLOAD_FIELD}
        name={UPLOAD_FIELD}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        required
        aria-describedby={`${UPLOAD_FIELD}-hint`}
        className="min-h-11 w-full"
      />
      <p id={`${UPLOAD_FIELD}-hint`} className="text-caption text-white/80">
        JPEG, PNG, WebP or AVIF, up to 20 MB. It is turned upright, and where and how it was taken is removed.
      </p>
      {children}
      <button type="submit" className="button-primary cursor-pointer">
        {submit}
      </button>
    </form>
  );
}
