import type { ReactNode } from "react";
import { HiDownload } from "react-icons/hi";

import { type FileFacts, fileFacts } from "#app/modules/press/press.ts";

export function PressDownloadLink({
  file,
  children,
}: {
  file: FileFacts & { url: string };
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
