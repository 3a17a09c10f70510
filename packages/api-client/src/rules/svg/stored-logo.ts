import { decodeSvgLogo } from '../../branding/schemas';
import { invalid } from '../errors';
import { sanitizeSvg, SvgError } from './sanitize-svg';

/**
 * The logo as stored from PUT /branding's base64: sanitised and normalised markup (sanitizeSvg's allow-list and
 * size cap), null for none. Markup the sanitiser refuses is 400 VALIDATION_FAILED `logo: why`.
 */
export function storedLogo(base64: string | null): string | null {
  if (base64 === null || base64 === '') return null;
  try {
    return sanitizeSvg(decodeSvgLogo(base64));
  } catch (error) {
    if (error instanceof SvgError) throw invalid(`logo: ${error.message}`);
    throw error;
  }
}
