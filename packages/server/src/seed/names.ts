/** Word lists the seeded people and companies come from (fictional names, as in the mocks). */
const words = (text: string): readonly string[] => text.split('|');

export const FIRST_NAMES = words(
  'Ava|Liam|Mia|Noah|Zoe|Ethan|Chloe|Lucas|Isla|Mateo|Amara|Kenji|Priya|Omar|Sofia|Jonas|Leila|' +
    'Tomás|Hana|Felix|Nadia|Ravi|Elena|Samuel|Ingrid|Kwame|Yuki|Marta|Diego|Aisha',
);

export const LAST_NAMES = words(
  "Anderson|Okafor|Nakamura|Schmidt|Dubois|García|Kowalski|Patel|Rossi|Nguyen|Johansson|Murphy|O'Connor|" +
    'Fischer|Silva|Haddad|Kim|Larsen|Moreau|Novak|Ibrahim|Costa|Bauer|Walsh|Tanaka',
);

export const COMPANY_FIRST_WORDS = words(
  'Blue|Northern|Bright|Summit|Harbor|Silver|Evergreen|Atlas|Beacon|Cedar|Crescent|Delta|Granite|' +
    'Horizon|Iron|Juniper|Keystone|Lakeside|Maple|Meridian|Nova|Oak|Pacific|Pioneer|Quarry|Redwood|' +
    'Riverstone|Sterling|Tidewater|Union|Vantage|Westfield|Willow|Zenith|Aurora|Cobalt',
);

export const COMPANY_SECOND_WORDS = words(
  'Bank|Telecom|Insurance|Energy|Health|Credit Union|Mobile|Utilities|Travel|Retail|Logistics|' +
    'Finance|Airlines|Water|Broadband|Care',
);

export const COMPANY_SUFFIXES = words('Group|Ltd|Inc|Partners|Holdings|Co|Services|Direct');

export const TIME_ZONES = words(
  'America/New_York|America/Chicago|America/Los_Angeles|America/Toronto|Europe/London|Europe/Berlin|' +
    'Europe/Paris|Europe/Madrid|Australia/Sydney|Asia/Singapore|Asia/Tokyo',
);

/** Lowercase ASCII letters and digits only, for e-mail parts and domains. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const AVATAR_COLORS = ['#5B3FD9', '#0B6BCB', '#0E7C66', '#B4436C', '#A4510B', '#37587A'];

/** Inline avatars (data: URIs: no network images). */
export const AVATAR_PHOTOS: readonly string[] = AVATAR_COLORS.map((color) => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/>` +
    '<circle cx="32" cy="25" r="11" fill="#FFFFFF" opacity="0.9"/>' +
    '<path d="M12 60c2-13 10-19 20-19s18 6 20 19z" fill="#FFFFFF" opacity="0.9"/></svg>';
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
});
