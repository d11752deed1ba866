/**
 * Everything that names the band lives here: texts, links, images, campaign.
 *
 * As shipped this is a fictional SAMPLE band ("The Placeholders"): every link
 * points at example pages. Replace the values with the band's own. To swap an
 * image, put the file in content/images/ (JPEG, PNG, WebP, AVIF, GIF or SVG,
 * any size) and change its import line below: the build reads its size and
 * makes the small, fast files the pages load.
 */
import type { SiteConfig } from "#app/site/types.ts";

import albumAlmostReal from "./images/album-almost-real.svg";
import albumFirstLight from "./images/album-first-light.svg";
import albumGarageDays from "./images/album-garage-days.svg";
import albumPropofol from "./images/album-propofol.svg";
import cdCover from "./images/cd-cover.svg";
import epLogo from "./images/ep-logo.svg";
import almostRealHeader from "./images/header-almost-real.svg";
import musicHeader from "./images/header-music.svg";
import logo from "./images/logo.svg";
import membersPhoto from "./images/members.svg";

const spotifyAlbum = "https://open.spotify.com/album/0000000000000000000001";
const appleMusicAlbum = "https://music.apple.com/us/album/almost-real/0000000001";

/** The band's artist pages: in the footer and on Music, and among the streaming links. */
const spotifyArtist = {
  service: "spotify",
  label: "Spotify",
  url: "https://open.spotify.com/artist/0000000000000000000000",
} as const;
const appleMusicArtist = {
  service: "appleMusic",
  label: "Apple Music",
  url: "https://music.apple.com/us/artist/example/0000000000",
} as const;

/** A release's "Listen on" row: Spotify, Apple Music and Bandcamp, in that order. */
const listenOn = (spotify: string, appleMusic: string, bandcamp: string) =>
  [
    { service: "spotify", label: "Spotify", url: spotify },
    { service: "appleMusic", label: "Apple Music", url: appleMusic },
    { service: "bandcamp", label: "Bandcamp", url: bandcamp },
  ] as const satisfies SiteConfig["releases"][number]["listen"];

export const siteConfig: SiteConfig = {
  // The site's languages: the first at /, each other under its code (/es/about). A text below may be
  // given in each, such as { en: "…", es: "…" } (docs/configuration.md#languages).
  languages: ["en", "es"],
  name: "The Placeholders",
  description: {
    en: "The Placeholders (sample band): rock n' roll from Orlando, FL. Upcoming shows, music and bookings.",
    es: "The Placeholders (banda de muestra): rock n' roll de Orlando, FL. Próximos conciertos, música y contrataciones.",
  },
  shareLine: { en: "Rock n' roll from Orlando, FL", es: "Rock n' roll de Orlando, FL" },
  hometown: "Orlando, FL",
  genres: ["Rock", "Rock and roll"],
  about: {
    en: "The Placeholders is a 4-piece rock n' roll outfit based in Orlando, FL.",
    es: "The Placeholders son un cuarteto de rock n' roll de Orlando, FL.",
  },
  bio: [
    {
      en: "Four friends, one garage in Winter Park and a shared weakness for loud guitars: The Placeholders started in 2018 playing covers at house parties, and wrote their own songs once the covers got boring.",
      es: "Cuatro amigos, un garaje en Winter Park y la misma debilidad por las guitarras a todo volumen: The Placeholders empezaron en 2018 tocando covers en fiestas caseras y se pusieron a escribir sus propias canciones cuando se aburrieron de los covers.",
    },
    {
      en: "Their first record, Garage Days, was cut live to tape in that garage. First Light followed in 2023 and took them up and down Florida; Propofol, a slow-burning single about waking up after the worst year of your life, came out in 2024, and the Almost Real EP in 2025.",
      es: "Su primer disco, Garage Days, se grabó en vivo y en cinta en ese mismo garaje. First Light llegó en 2023 y los llevó de punta a punta de Florida; Propofol, un sencillo que arde despacio sobre despertar después del peor año de tu vida, salió en 2024, y el EP Almost Real en 2025.",
    },
    {
      en: "Live, they play every show as if it were the last one the venue will ever host. (This is a sample band: replace this text with your own in content/site.config.ts.)",
      es: "En vivo, tocan cada concierto como si el local fuera a cerrar esa misma noche. (Esta es una banda de muestra: cambia este texto por el tuyo en content/site.config.ts.)",
    },
  ],
  members: [
    { name: "Sam Sample", role: { en: "Vocals, rhythm guitar", es: "Voz, guitarra rítmica" } },
    { name: "Riley Fixture", role: { en: "Lead guitar", es: "Guitarra líder" } },
    { name: "Jordan Mock", role: { en: "Bass, backing vocals", es: "Bajo, coros" } },
    { name: "Casey Stub", role: { en: "Drums", es: "Batería" } },
  ],
  pressQuote: {
    quote: "A band that plays a Tuesday bar show like it's a stadium.",
    source: "Sample Weekly",
    url: "https://example.com/review",
  },
  // The press kit, /press (and /press.pdf): for bookers and journalists.
  press: {
    pitch: {
      en: "Four-piece rock n' roll from Orlando, FL that plays every room like it's the last night it's open.",
      es: "Cuarteto de rock n' roll de Orlando, FL, que toca en cada sala como si fuera su última noche abierta.",
    },
    shortBio: {
      en: "The Placeholders are a four-piece rock n' roll band from Orlando, FL. Since 2018 they have played clubs and festivals across Florida, cut two EPs, an album and a single, and built a crowd that sings the words back. Loud guitars, big choruses, and a live show that never phones it in.",
      es: "The Placeholders son un cuarteto de rock n' roll de Orlando, FL. Desde 2018 han tocado en clubes y festivales de toda Florida, grabado dos EP, un álbum y un sencillo, y reunido un público que corea cada letra. Guitarras a todo volumen, coros enormes y un show en vivo que siempre lo da todo.",
    },
    photos: [
      {
        file: membersPhoto,
        alt: {
          en: "The four members of The Placeholders on stage: vocals, guitar, bass and drums",
          es: "Los cuatro integrantes de The Placeholders en el escenario: voz, guitarra, bajo y batería",
        },
        credit: "Sample Photographer",
      },
    ],
    videos: [
      { title: "Propofol (official music video)", url: "https://www.youtube.com/watch?v=example0000" },
    ],
    quotes: [
      {
        quote: "Big hooks, bigger amps, and a rhythm section that never lets up.",
        source: "Sample Music Blog",
        url: "https://example.com/blog/placeholders",
      },
    ],
    // For the venue's engineer: import a PDF or a picture from content/press/ and name it here.
    documents: {},
    contacts: [
      {
        role: { en: "Booking agent", es: "Agente de contrataciones" },
        name: "Alex Sample",
        company: "Sample Booking Co.",
        email: "agent@example.com",
      },
    ],
    // The band's record, shown on the press page and the PDF instead of the shows counted on this site
    // (those only from 10 shows up): whole numbers, and the year of the first show.
    numbers: { shows: 150, cities: 20, since: 2018 },
    // true: the press page shows ticket clicks and fans per city (a city only above 10 of each).
    showDraw: false,
  },
  timeZone: "America/New_York",
  country: "US",
  activeStyle: "propofol",
  // Each campaign's colours. A colour is #rgb, #rrggbb, rgb(30 144 255), hsl(210 100% 56%),
  // oklch(62% 0.19 260) or a name such as black; solid, not see-through. Text (the highlight on
  // the background, the button's text on its fill, the date tile's) must read at 4.5:1 or more:
  // the build names any that does not.
  pageStyles: {
    // The stage at night: violet light out of black.
    normal: {
      accentColor: "oklch(60.6% 0.25 292.717)",
      highlight: "oklch(72% 0.17 292.717)",
      primary: { fill: "oklch(54% 0.25 292.717)", text: "white" },
      // A ticket stub in the campaign's violet.
      dateTile: { background: "oklch(54% 0.25 292.717)", label: "white", day: "white" },
      backgroundColor: "black",
      backgroundGlow: "#1a0b33",
    },
    // The EP campaign: the tunnel's blue on navy.
    almostReal: {
      accentColor: "#0049ad",
      highlight: "oklch(78% 0.12 250)",
      primary: { fill: "#0049ad", text: "white" },
      dateTile: { background: "#001a3c", label: "oklch(78% 0.12 250)", day: "white" },
      backgroundColor: "#000f24",
    },
    // The single: a recovery room at night, slate panels, the monitor's ice-teal.
    propofol: {
      accentColor: "oklch(37.2% 0.044 257.287)",
      highlight: "oklch(84% 0.1 190)",
      primary: { fill: "oklch(84% 0.1 190)", text: "black" },
      // A monitor's readout: the day in the ice-teal digits of the key art.
      dateTile: { background: "black", label: "white", day: "oklch(84% 0.1 190)" },
      backgroundColor: "black",
    },
  },
  images: {
    logo: { file: logo, alt: "The Placeholders" },
    membersPhoto: {
      file: membersPhoto,
      alt: {
        en: "The four members of The Placeholders on stage: vocals, guitar, bass and drums",
        es: "Los cuatro integrantes de The Placeholders en el escenario: voz, guitarra, bajo y batería",
      },
    },
    // The banner over About, Music and the past shows, in every style (normal and propofol here);
    // a style may name its own. `focus` keeps the faces in view: "50% 30%" (across, down; the
    // default, where faces usually are) or a word such as top.
    banners: {
      default: { file: musicHeader },
      // The EP's tunnel, cropped around its horizon.
      almostReal: { file: almostRealHeader, focus: "50% 65%" },
    },
  },
  socials: [
    { service: "youtube", label: "YouTube", url: "https://www.youtube.com/@example" },
    { service: "instagram", label: "Instagram", url: "https://www.instagram.com/example" },
    { service: "facebook", label: "Facebook", url: "https://www.facebook.com/example" },
  ],
  bookingsEmail: "bookings@example.com",
  // At the foot of every e-mail to fans (the law asks for a postal address): a PO box will do.
  postalAddress: "123 Sample Street, Orlando, FL 32801",
  credit: { name: "Sample Builder", url: "https://example.com" },
  artistPages: [spotifyArtist, appleMusicArtist],
  streaming: [
    spotifyArtist,
    appleMusicArtist,
    { service: "bandcamp", label: "Bandcamp", url: "https://example.bandcamp.com" },
    {
      service: "youtubeMusic",
      label: "YouTube Music",
      url: "https://music.youtube.com/channel/example",
    },
  ],
  spotifyArtistId: "0000000000000000000000",
  heroes: {
    normal: {
      heading: "The Placeholders",
      text: { en: "Rock n' roll from Orlando, FL", es: "Rock n' roll de Orlando, FL" },
    },
    almostReal: {
      logo: { file: epLogo, alt: "Almost Real" },
      // No dates here: a range in the words goes stale beside the real ones listed under it.
      text: { en: "The new EP, out now · on tour", es: "El nuevo EP, ya disponible · de gira" },
      streamLinks: [
        { service: "spotify", label: "Spotify", url: spotifyAlbum },
        { service: "appleMusic", label: "Apple Music", url: appleMusicAlbum },
      ],
    },
    propofol: {
      label: { en: "New single", es: "Nuevo sencillo" },
      heading: "Propofol",
      text: { en: "Music video out now", es: "El videoclip, ya disponible" },
      watchLink: {
        service: "youtube",
        label: "YouTube",
        url: "https://www.youtube.com/watch?v=example0000",
      },
      listenLink: {
        service: "spotify",
        label: "Spotify",
        url: "https://open.spotify.com/album/0000000000000000000002",
      },
    },
  },
  preorder: {
    title: { en: "Almost Real on CD", es: "Almost Real en CD" },
    text: { en: "Preorder the CD", es: "Reserva el CD" },
    cover: { file: cdCover, alt: { en: "Almost Real CD cover", es: "Portada del CD de Almost Real" } },
    url: "https://example.bandcamp.com/album/almost-real",
  },
  releases: [
    {
      cover: albumAlmostReal,
      title: "Almost Real",
      release: "EP, April 2025",
      writtenBy: "The Placeholders",
      producedBy: "Sample Producer",
      recordedAt: "Sample Sound Studio, Orlando, FL",
      listen: listenOn(spotifyAlbum, appleMusicAlbum, "https://example.bandcamp.com/album/almost-real"),
    },
    {
      cover: albumPropofol,
      title: "Propofol",
      release: "Single, September 2024",
      writtenBy: "The Placeholders",
      producedBy: "Sample Producer",
      recordedAt: "Sample Sound Studio, Orlando, FL",
      listen: listenOn(
        "https://open.spotify.com/album/0000000000000000000002",
        "https://music.apple.com/us/album/propofol/0000000002",
        "https://example.bandcamp.com/track/propofol",
      ),
    },
    {
      cover: albumFirstLight,
      title: "First Light",
      release: "Album, March 2023",
      writtenBy: "The Placeholders",
      producedBy: "The Placeholders",
      recordedAt: "A garage in Winter Park, FL",
      listen: listenOn(
        "https://open.spotify.com/album/0000000000000000000003",
        "https://music.apple.com/us/album/first-light/0000000003",
        "https://example.bandcamp.com/album/first-light",
      ),
    },
    {
      cover: albumGarageDays,
      title: "Garage Days",
      release: "EP, 2019",
      writtenBy: "The Placeholders",
      producedBy: "The Placeholders",
      recordedAt: "A garage in Winter Park, FL",
      listen: listenOn(
        "https://open.spotify.com/album/0000000000000000000004",
        "https://music.apple.com/us/album/garage-days/0000000004",
        "https://example.bandcamp.com/album/garage-days",
      ),
    },
  ],
};
