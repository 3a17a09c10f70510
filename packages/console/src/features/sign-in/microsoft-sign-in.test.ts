import { describe, expect, it } from 'vitest';
import { microsoftAuthorizeUrl } from './microsoft-sign-in';

describe('microsoftAuthorizeUrl', () => {
  it("sends the browser to the tenant's authorize page with the server's callback", () => {
    const url = new URL(
      microsoftAuthorizeUrl('https://console.example.com', 'client-1', 'contoso.onmicrosoft.com'),
    );
    expect(url.origin + url.pathname).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      response_type: 'code',
      redirect_uri: 'https://console.example.com/api/app/oauth/azure/callback',
      scope: 'openid email profile',
    });
  });

  it('uses the configured defaults', () => {
    const url = new URL(microsoftAuthorizeUrl('http://localhost:3000'));
    expect(url.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('client_id')).toBe('not-configured');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/app/oauth/azure/callback');
  });
});
