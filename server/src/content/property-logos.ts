// The demo venue's property logos for the reservation wizard's park picker (seed 002 §2.2), drawn
// here so a first run shows them without a host that does not resolve.

export const PROPERTY_LOGO_PATH = '/demo/properties';

/** The brand's mark (as the favicon) in the property's water colour, beside its name. */
const logo = (name: string, water: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${name}"><circle cx="30" cy="30" r="22" fill="#0b6e4f"/><path d="M13 37c7-5 12-5 17 0s10 5 17 0v8H13z" fill="${water}"/><path d="M20 32l10-15 10 15z" fill="#fff"/><text x="62" y="36" font-family="system-ui,sans-serif" font-size="16" font-weight="700" fill="#0b6e4f">${name}</text></svg>`;

/** Each logo's SVG by file name (`park-logo.svg`). */
export const propertyLogos: ReadonlyMap<string, string> = new Map([
  ['park-logo.svg', logo('Lakeside Adventure Park', '#7fd1ff')],
  ['water-logo.svg', logo('Lakeside Water Kingdom', '#00b4d8')],
]);
