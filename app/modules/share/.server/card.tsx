// Satori takes a subset of CSS (flexbox, no grid) in style objects.

import type { ShareCardWords } from "#app/modules/share/share-cards.ts";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** `art`: the header art as a data: URL; null for none. */
export type ShareCardContent = Omit<ShareCardWords, "art"> & { art: string | null };

const MARGIN = { top: 120, side: 72, bottom: 56 };

export function ShareCard({ content }: { content: ShareCardContent }) {
  const { bandName, accent, background, headline, lines, badge, art } = content;
  return (
    <div
      style={{
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: "flex",
        position: "relative",
        color: "#ffffff",
        fontFamily: "Display",
        textTransform: "uppercase",
        backgroundColor: background,
      }}
    >
      {art && (
        // Kept short: the art's texture is most of the PNG's bytes.
        <img
          src={art}
          width={SHARE_IMAGE_WIDTH}
          height={220}
          style={{ position: "absolute", top: 0, left: 0, opacity: 0.7, objectFit: "cover" }}
        />
      )}
      <div
        style={{
          position: "absolute",
          top: MARGIN.top,
          left: MARGIN.side,
          width: SHARE_IMAGE_WIDTH - 2 * MARGIN.side,
          height: SHARE_IMAGE_HEIGHT - MARGIN.top - MARGIN.bottom,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 44, letterSpacing: 2 }}>{bandName}</div>
          <div style={{ display: "flex", width: 160, height: 8, marginTop: 16, backgroundColor: accent }} />
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {badge && (
            <div style={{ display: "flex", marginBottom: 20 }}>
              <div
                style={{
                  display: "flex",
                  fontSize: 28,
                  padding: "4px 20px",
                  border: "3px solid #ffffff",
                  borderRadius: 999,
                  textTransform: "uppercase",
                  letterSpacing: 3,
                }}
              >
                {badge}
              </div>
            </div>
          )}
          <div style={{ display: "flex", fontSize: lines.length > 0 ? 66 : 88, lineHeight: 1.05 }}>
            {headline}
          </div>
          {lines.map((line, index) => (
            <div
              key={line}
              style={{
                display: "flex",
                fontSize: index === 0 ? 48 : 36,
                marginTop: 10,
                opacity: index === 0 ? 1 : 0.85,
              }}
            >
              {line}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
