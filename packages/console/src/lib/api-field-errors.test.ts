import { ApiError } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { apiFieldErrors } from './api-field-errors';

const refused = (body: object) => new ApiError(400, { statusCode: 400, error: 'VALIDATION_ERROR', ...body });

describe('apiFieldErrors', () => {
  it('maps a 400 errors[] to the first message of each field', () => {
    const error = refused({
      errors: [
        { field: 'displayName', message: 'Display name is required' },
        { field: 'redirectUrl', message: 'Redirect URL must start with https://' },
        { field: 'displayName', message: 'second' },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({
      displayName: 'Display name is required',
      redirectUrl: 'Redirect URL must start with https://',
    });
  });

  it('answers null for other failures: no errors[], another status, not an API error', () => {
    expect(apiFieldErrors(refused({ message: 'Bad' }))).toBeNull();
    expect(apiFieldErrors(refused({ errors: [] }))).toBeNull();
    expect(apiFieldErrors(new ApiError(500))).toBeNull();
    expect(
      apiFieldErrors(new ApiError(409, { statusCode: 409, errors: [{ field: 'a', message: 'b' }] })),
    ).toBeNull();
    expect(apiFieldErrors(new TypeError('network'))).toBeNull();
  });
});
