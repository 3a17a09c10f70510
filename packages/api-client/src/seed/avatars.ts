/** A handful of inline avatars (data: URIs, so stories never load network images). */
const COLORS = ['#5B3FD9', '#0B6BCB', '#0E7C66', '#B4436C', '#A4510B', '#37587A'];

function avatar(color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/>` +
    '<circle cx="32" cy="25" r="11" fill="#FFFFFF" opacity="0.9"/>' +
    '<path d="M12 60c2-13 10-19 20-19s18 6 20 19z" fill="#FFFFFF" opacity="0.9"/></svg>';
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const AVATAR_PHOTOS: readonly string[] = COLORS.map(avatar);
