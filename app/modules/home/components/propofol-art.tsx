import { ArtStyle } from "#app/ui/art-style.tsx";

import { PatternFill } from "./pattern-fill.tsx";

// Bright detail stays at the top and bottom; a vignette keeps the centre dark for the title.
// Animated by propofol-art.css; a still frame under reduced motion.

const beat = "q12 -11 24 0h14l4 6l8 -96l9 112l6 -22h24q22 -26 44 0h117";
const ecg = `M0 510h40${beat.repeat(4)}`;
const pulse = "c20 0 30 -30 50 -30c14 0 20 12 30 14c6 -2 10 -3 16 -3c30 0 50 19 154 19";
const pleth = `M0 130h100${pulse.repeat(4)}`;
const bag = "M40 44q0-14 14-14h52q14 0 14 14v146q0 24-28 30h-24q-28-6-28-30z";

export function PropofolArt() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      <ArtStyle name="propofol-art" />
      <svg focusable="false" className="absolute inset-0 size-full">
        <PatternFill id="art-pp-grid" width={120} height={120}>
          <path
            className="art-pp-minor"
            d="M24 0V120M48 0V120M72 0V120M96 0V120M0 24H120M0 48H120M0 72H120M0 96H120"
          />
          <path className="art-pp-major" d="M0 0V120H120" />
        </PatternFill>
        <defs>
          <radialGradient id="art-pp-bloom" cx=".5" cy=".85" r=".6">
            <stop offset="0" className="art-stop-hl" stopOpacity=".22" />
            <stop offset="1" className="art-stop-hl" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect className="art-pp-glow" y="50%" width="100%" height="50%" fill="url(#art-pp-bloom)" />
        <g className="art-pp-readout">
          <text x="24" y="32">
            HR
          </text>
          <path className="art-pp-heart" d="M51 24.5l-4.2-4a2.4 2.4 0 0 1 4.2-2.8a2.4 2.4 0 0 1 4.2 2.8z" />
          <text x="24" y="68" className="art-pp-value">
            48
          </text>
          <text x="92" y="32">
            SpO₂
          </text>
          <text x="92" y="68" className="art-pp-value opacity-60">
            97
          </text>
        </g>
      </svg>
      <svg
        focusable="false"
        viewBox="0 0 1000 600"
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
      >
        <defs>
          <linearGradient id="art-pp-fade" x2="1000" gradientUnits="userSpaceOnUse" spreadMethod="repeat">
            <stop offset=".04" stopColor="#fff" stopOpacity="0" />
            <stop offset=".04" stopColor="#fff" stopOpacity=".2" />
            <stop offset=".7" stopColor="#fff" stopOpacity=".45" />
            <stop offset="1" stopColor="#fff" />
          </linearGradient>
          <mask id="art-pp-sweep" maskUnits="userSpaceOnUse" x="0" y="0" width="1000" height="600">
            <rect className="art-pp-head" x="-1000" width="2000" height="600" fill="url(#art-pp-fade)" />
          </mask>
        </defs>
        <g className="art-pp-trace" mask="url(#art-pp-sweep)">
          <path d={ecg} strokeWidth="10" opacity=".08" />
          <path d={ecg} strokeWidth="4" opacity=".25" />
          <path d={ecg} strokeWidth="1.75" />
          <path d={pleth} strokeWidth="5" opacity=".08" />
          <path d={pleth} strokeWidth="1.5" opacity=".6" />
        </g>
      </svg>
      <svg
        focusable="false"
        viewBox="0 0 160 400"
        overflow="visible"
        className="absolute top-0 right-0 h-[30%] sm:right-[6%] sm:h-[62%]"
      >
        <defs>
          <clipPath id="art-pp-bag">
            <path d={bag} />
          </clipPath>
          <radialGradient id="art-pp-halo">
            <stop offset="0" className="art-stop-hl" stopOpacity=".14" />
            <stop offset="1" className="art-stop-hl" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="art-pp-milk" x2="1">
            <stop offset="0" className="art-stop-hl" stopOpacity=".35" />
            <stop offset=".3" stopColor="#fff" stopOpacity=".6" />
            <stop offset=".7" stopColor="#f1f5f9" stopOpacity=".35" />
            <stop offset="1" className="art-stop-hl" stopOpacity=".15" />
          </linearGradient>
        </defs>
        <circle cx="80" cy="130" r="130" fill="url(#art-pp-halo)" />
        <g clipPath="url(#art-pp-bag)">
          <rect x="40" y="30" width="80" height="200" fill="#e2e8f0" opacity=".04" />
          <rect x="40" y="96" width="80" height="140" fill="url(#art-pp-milk)" />
          <path d="M40 96H120" stroke="#fff" strokeOpacity=".7" />
          <path d="M50 48v150" stroke="#fff" strokeOpacity=".3" strokeWidth="3" />
          <path className="art-pp-ink" d="M46 120h8M46 140h5M46 160h8M46 180h5M46 200h8" />
        </g>
        <rect className="art-pp-label" x="62" y="116" width="46" height="58" rx="2" />
        <path className="art-pp-rim" d="M68 128h24M68 138h34M68 148h28M68 162h14" />
        <g className="art-pp-rim" fill="none" strokeWidth="2">
          <path d="M80-400V20M68 16h24v14H68zM74 220h12v14H74zM94 216h8v10h-8z" />
          <path d={bag} />
          <rect x="68" y="234" width="24" height="52" rx="7" fill="#fff" fillOpacity=".06" />
          <path d="M80 286v34c0 36 24 44 80 44h400" strokeWidth="3" strokeOpacity=".4" />
        </g>
        <rect x="70" y="270" width="20" height="14" rx="4" fill="#f8fafc" opacity=".45" />
        <path className="art-pp-drop" d="M80 240c-3 5-4 7-4 9a4 4 0 0 0 8 0c0-2-1-4-4-9z" fill="#f8fafc" />
      </svg>
      <div className="art-pp-vignette absolute inset-0" />
    </div>
  );
}
