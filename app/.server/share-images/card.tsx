/**
 * The share card (Open Graph image, 1200×630) as satori draws it: the band's
 * name, the page style's colours, and for a show its date, name, place and
 * state. Satori takes a subset of CSS (flexbox, no grid) in style objects.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareCardContent {
  bandName: string;
  /** Hex colours of the page style. */
  accent: string;
  background: string;
  /** Large text under the band's name: the show's date, or the site's line. */
  headline: string;
  /** The show's heading and place, or nothing on the site's card. */
  lines: string[];
  /** "Cancelled", "Sold out", …: drawn as a badge. */
  badge: string | null;
}

export function ShareCard({ content }: { content: ShareCardContent }) {
  const { bandName, accent, background, headline, lines, badge } = content;
  return (
    <div
      style={{
        // The canvas satori is given (SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT), padding included.
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-around",
        padding: "56px 72px",
        color: "#ffffff",
        fontFamily: "Display",
        backgroundColor: background,
        backgroundImage: `linear-gradient(135deg, ${background} 0%, ${background} 45%, ${accent} 140%)`,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 44, letterSpacing: 2, opacity: 0.85 }}>{bandName}</div>
        <div style={{ display: "flex", width: 160, height: 8, marginTop: 20, backgroundColor: accent }} />
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
  );
}
