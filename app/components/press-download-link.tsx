import type { ReactNode } from "react";
import { HiDownload } from "react-icons/hi";
import { fileFacts, type FileFacts } from "#app/lib/press.ts";

/**
 * A file of the press kit to download, with what it is beside the link: its
 * type, its pixel size when it is a picture, and its weight ("JPEG, 4000 ×
 * 2500 px, 3.2 MB"). The server names the saved file.
 */
export function PressDownloadLink({
  file,
  children,
}: {
  file: FileFacts & { url: string };
  /** The link's words: "Download", with what sets it apart from the others for a screen reader. */
  children: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <a href={file.url} className="button-secondary accent-hover">
        <HiDownload aria-hidden="true" className="size-5" />
        {children}
      </a>
      <span className="text-small text-white/80">{fileFacts(file)}</span>
    </p>
  );
}
