import { ArtStyle } from "#app/ui/art-style.tsx";

import { PatternFill } from "./pattern-fill.tsx";

// Animated by stage-rig.css with transform and opacity only; a still fan of beams under reduced motion.

/** A tile 480 px wide. */
const crowd =
  "M-6 80V64q0-10 10-10h20q10 0 10 10V80zM4 46a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM28 80V57q0-10 10-10h24q10 0 10 10V80zM39 38a11 11 0 1 0 22 0a11 11 0 1 0 -22 0zM73 80V67q0-10 10-10h18q10 0 10 10V80zM83 50a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM107 80V60q0-10 10-10h22q10 0 10 10V80zM118 42a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM147 80V53q0-10 10-10h26q10 0 10 10V80zM159 34a11 11 0 1 0 22 0a11 11 0 1 0 -22 0zM192 80V66q0-10 10-10h20q10 0 10 10V80zM202 48a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM228 80V58q0-10 10-10h24q10 0 10 10V80zM240 40a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM273 80V69q0-10 10-10h18q10 0 10 10V80zM283 52a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM308 80V55q0-10 10-10h24q10 0 10 10V80zM319 36a11 11 0 1 0 22 0a11 11 0 1 0 -22 0zM351 80V64q0-10 10-10h22q10 0 10 10V80zM362 46a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM390 80V58q0-10 10-10h20q10 0 10 10V80zM400 40a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM430 80V67q0-10 10-10h20q10 0 10 10V80zM441 50a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM474 80V64q0-10 10-10h20q10 0 10 10V80zM484 46a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z";

// Six par cans, each placed and swung by its own rule in stage-rig.css (the 2nd and 5th only from 640 px).
const FIXTURES = 6;

export function StageRig() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      <ArtStyle name="stage-rig" />
      <div className="art-rig-backlight" />
      <div className="art-rig-haze" />
      {Array.from({ length: FIXTURES }, (_, index) => (
        <div key={index} className={`art-rig-head art-rig-${index + 1}`}>
          <div className="art-rig-can" />
          <div className="art-rig-beam" />
        </div>
      ))}
      <svg focusable="false" className="art-rig-top">
        <PatternFill id="art-rig-truss" width={24} height={24} fillHeight={24}>
          <path className="art-rig-truss" strokeWidth="1.5" d="M0 23L12 1L24 23" />
          <path className="art-rig-truss" strokeWidth="2.5" d="M0 1.5H24M0 22.5H24" />
        </PatternFill>
      </svg>
      <svg focusable="false" className="art-rig-floor">
        <PatternFill id="art-rig-crowd" width={480} height={80} transform="scale(.8)" fillHeight={64}>
          <path d={crowd} />
          <path
            d="M66 56L80 14M186 50L174 12M346 54L360 12M430 60L420 16"
            stroke="#000"
            strokeWidth="7"
            strokeLinecap="round"
          />
          <path
            d="M80 14h0M174 12h0M360 12h0M420 16h0"
            stroke="#000"
            strokeWidth="12"
            strokeLinecap="round"
          />
        </PatternFill>
      </svg>
      <div className="art-rig-vignette absolute inset-0" />
    </div>
  );
}
