// The demo venue's product pictures: small flat SVG illustrations with the product's name, drawn
// here so a first run shows real pictures without a host that does not resolve. A venue's own
// backend points imageUrl at its own assets instead.

export const PRODUCT_ART_PATH = '/demo/products';

interface Art {
  readonly title: string;
  readonly sky: string;
  readonly ground: string;
  /** The illustration, drawn on a 320 x 200 canvas above the name band. */
  readonly shapes: string;
}

const SUN = '<circle cx="262" cy="46" r="22" fill="#ffd166"/>';
const HILLS = (fill: string) => `<path d="M0 140q80-50 160 0t160 0v60H0z" fill="${fill}"/>`;

const art: Readonly<Record<string, Art>> = {
  'day-ticket': {
    title: 'Day Ticket',
    sky: '#7fd1ff',
    ground: '#0b6e4f',
    shapes: `${SUN}${HILLS('#3fa66b')}<circle cx="110" cy="92" r="48" fill="none" stroke="#fff" stroke-width="5"/><path d="M110 44v96M62 92h96M76 58l68 68M144 58l-68 68" stroke="#fff" stroke-width="3"/><path d="M200 140l30-70 30 70z" fill="#e76f51"/>`,
  },
  concert: {
    title: 'Summer Concert Series',
    sky: '#2b2d42',
    ground: '#8d99ae',
    shapes: `<path d="M60 150q100-110 200 0z" fill="#ef233c"/><path d="M90 150q70-70 140 0z" fill="#edf2f4"/><circle cx="160" cy="118" r="8" fill="#2b2d42"/><path d="M60 30l40 60M260 30l-40 60" stroke="#ffd166" stroke-width="6" opacity=".7"/>`,
  },
  dinner: {
    title: 'Holiday Lights Dinner',
    sky: '#1d3557',
    ground: '#a8dadc',
    shapes: `<path d="M20 40q140 40 280 0" stroke="#fff" fill="none"/>${[40, 80, 120, 160, 200, 240, 280].map((x, i) => `<circle cx="${x}" cy="${50 + (i % 2) * 6}" r="6" fill="${['#e63946', '#ffd166', '#06d6a0'][i % 3]}"/>`).join('')}<ellipse cx="160" cy="130" rx="70" ry="14" fill="#f1faee"/><path d="M120 128q40-50 80 0z" fill="#e63946"/>`,
  },
  tour: {
    title: 'Animal Tour',
    sky: '#f4a261',
    ground: '#264653',
    shapes: `${SUN}${HILLS('#2a9d8f')}<ellipse cx="150" cy="110" rx="56" ry="36" fill="#8d99ae"/><circle cx="206" cy="96" r="24" fill="#8d99ae"/><path d="M222 104q14 30 2 46" stroke="#8d99ae" stroke-width="10" fill="none"/><path d="M110 140v14M180 140v14" stroke="#8d99ae" stroke-width="14"/><circle cx="212" cy="90" r="3" fill="#264653"/>`,
  },
  'gold-pass': {
    title: 'Gold Season Pass',
    sky: '#fff3c4',
    ground: '#b08900',
    shapes: `<rect x="80" y="34" width="160" height="100" rx="12" fill="#e9b824"/><rect x="96" y="52" width="40" height="48" rx="4" fill="#fff3c4"/><path d="M150 60h74M150 76h60M150 92h70" stroke="#fff" stroke-width="6"/><path d="M200 112l8 16 8-16" fill="#b08900"/>`,
  },
  'fun-card': {
    title: 'Fun Card',
    sky: '#e0fbfc',
    ground: '#ee6c4d',
    shapes: `<rect x="80" y="34" width="160" height="100" rx="12" fill="#3d5a80"/><circle cx="124" cy="84" r="24" fill="#ee6c4d"/><path d="M112 78h4M132 78h4M112 94q12 10 24 0" stroke="#fff" stroke-width="4" fill="none"/><path d="M164 64h56M164 84h44M164 104h52" stroke="#e0fbfc" stroke-width="6"/>`,
  },
  'platinum-pass': {
    title: 'Platinum Season Pass',
    sky: '#e5e5e5',
    ground: '#4a4e69',
    shapes: `<rect x="80" y="34" width="160" height="100" rx="12" fill="#9a8c98"/><path d="M80 110l160-60v40L80 150z" fill="#c9ada7" opacity=".6"/><path d="M120 60l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z" fill="#f2e9e4"/>`,
  },
  dining: {
    title: 'All-Day Dining',
    sky: '#fefae0',
    ground: '#bc6c25',
    shapes: `<circle cx="160" cy="92" r="52" fill="#fff" stroke="#dda15e" stroke-width="6"/><circle cx="160" cy="92" r="30" fill="#606c38"/><path d="M84 48v40M76 48v20q8 10 16 0V48M84 88v60M236 48q14 20 0 50v50" stroke="#bc6c25" stroke-width="6" fill="none"/>`,
  },
  // The Family Fun Bundle (catalog/bundles.ts): two tickets and a plate under a ribbon.
  'family-bundle': {
    title: 'Family Fun Bundle',
    sky: '#ffe5ec',
    ground: '#c9184a',
    shapes: `<rect x="60" y="50" width="120" height="70" rx="10" fill="#7fd1ff" transform="rotate(-8 120 85)"/><rect x="96" y="60" width="120" height="70" rx="10" fill="#3fa66b" transform="rotate(6 156 95)"/><circle cx="236" cy="110" r="34" fill="#fff" stroke="#dda15e" stroke-width="5"/><circle cx="236" cy="110" r="18" fill="#606c38"/><path d="M40 30h240" stroke="#c9184a" stroke-width="8"/><path d="M150 22l-14 16h28z" fill="#c9184a"/>`,
  },
  parking: {
    title: 'Preferred Parking',
    sky: '#caf0f8',
    ground: '#023e8a',
    shapes: `<rect x="60" y="40" width="76" height="76" rx="10" fill="#0077b6"/><path d="M86 102V56h16q18 0 18 16t-18 16h-16" stroke="#fff" stroke-width="8" fill="none"/><path d="M170 120l14-34h80l14 34v20h-108z" fill="#e63946"/><circle cx="196" cy="142" r="10" fill="#023e8a"/><circle cx="256" cy="142" r="10" fill="#023e8a"/>`,
  },
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The picture's SVG: its illustration over a band with the product's name. */
function draw({ title, sky, ground, shapes }: Art): string {
  const name = escapeText(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${name}"><rect width="320" height="200" fill="${sky}"/>${shapes}<rect y="160" width="320" height="40" fill="${ground}"/><text x="160" y="186" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${name}</text></svg>`;
}

/** Each picture's SVG by file name (`gold-pass.svg`), drawn once. */
export const productArt: ReadonlyMap<string, string> = new Map(
  Object.entries(art).map(([name, value]) => [`${name}.svg`, draw(value)]),
);
