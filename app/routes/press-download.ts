import { pressFileResponse } from "#app/.server/press/downloads.ts";

/**
 * `/press/photos/<n>.<ext>`, `/press/logo.svg`, `/press/logo.png`, `/press/rider.<ext>`,
 * `/press/stage-plot.<ext>`, `/press/input-list.<ext>`: the press kit's files (resource routes).
 */
export function loader({ request }: { request: Request }) {
  return pressFileResponse(request);
}
