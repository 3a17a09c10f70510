/** Word lists the seeded people and companies are drawn from (fictional names only). */
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

/** Added when two generated names would collide, so every account name is unique. */
export const COMPANY_SUFFIXES = words('Group|Ltd|Inc|Partners|Holdings|Co|Services|Direct');

export const TIME_ZONES = words(
  'America/New_York|America/Chicago|America/Los_Angeles|America/Toronto|Europe/London|Europe/Berlin|' +
    'Europe/Paris|Europe/Madrid|Australia/Sydney|Asia/Singapore|Asia/Tokyo',
);

const slugs = new Map<string, string>();

/** An e-mail local part or domain label from a name: lowercase ASCII letters and digits only. */
export function slug(text: string): string {
  let result = slugs.get(text);
  if (result === undefined) {
    result = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    slugs.set(text, result);
  }
  return result;
}
