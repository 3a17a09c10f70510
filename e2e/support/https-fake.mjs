import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_STRIPE } from './stripe-platform.ts';

/** Host names the fake answers for; the server reaches them through OUTBOUND_RESOLVE. */
export const FAKE_HOSTS = [
  'customer-api.example',
  'http-intake.logs.datadoghq.com',
  // Twilio's REST API (the session's SMS) and a company's webhook receiver.
  'api.twilio.com',
  'hooks.northwind-receiver.com',
  // Stripe Connect's OAuth and Stripe's API (Payments › Card Payment Provider).
  'connect.stripe.com',
  'api.stripe.com',
];

/**
 * Stripe as the server speaks to it (form-encoded bodies, the platform's Bearer secret key, Stripe's JSON error
 * shapes): Connect's OAuth token exchange (the journey's code) and deauthorize, the connected account and its
 * country's currencies.
 */
function stripeAnswer(host, request, body) {
  const form = new URLSearchParams(body);
  const path = (request.url ?? '').split('?')[0];
  if (request.headers.authorization !== `Bearer ${E2E_STRIPE.secretKey}`) {
    return {
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    };
  }
  if (host === 'connect.stripe.com' && path === '/oauth/token') {
    if (form.get('code') !== E2E_STRIPE.code) {
      return {
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: `Authorization code does not exist: ${form.get('code')}`,
        },
      };
    }
    return {
      status: 200,
      body: {
        access_token: 'sk_test_e2e_connected',
        livemode: false,
        token_type: 'bearer',
        scope: 'read_write',
        stripe_user_id: E2E_STRIPE.account.id,
      },
    };
  }
  if (host === 'connect.stripe.com' && path === '/oauth/deauthorize') {
    return { status: 200, body: { stripe_user_id: form.get('stripe_user_id') } };
  }
  if (host === 'api.stripe.com' && path === `/v1/accounts/${E2E_STRIPE.account.id}`) {
    return {
      status: 200,
      body: {
        id: E2E_STRIPE.account.id,
        object: 'account',
        country: E2E_STRIPE.account.country,
        default_currency: 'usd',
        business_profile: { name: E2E_STRIPE.account.name },
      },
    };
  }
  if (host === 'api.stripe.com' && path === `/v1/country_specs/${E2E_STRIPE.account.country}`) {
    return {
      status: 200,
      body: { id: 'US', object: 'country_spec', supported_payment_currencies: ['usd', 'eur'] },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } },
  };
}

/** The customers the fake customer API knows, in the shape the journey maps with GJSON. */
const CUSTOMERS = {
  data: { customers: [{ id: 'c-10042', firstName: 'Ada', lastName: 'Lovelace', accountNumber: '10042' }] },
};

function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-tls-'));
  try {
    const san = ['IP:127.0.0.1', ...FAKE_HOSTS.map((host) => `DNS:${host}`)].join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=console e2e fake',
        '-addext',
        `subjectAltName=${san}`,
      ],
      { stdio: 'pipe' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One local HTTPS server standing in for the outside world: a customer API, Datadog's log intake, Twilio's
 * Messages API and a company's webhook receiver.
 * Answers the server's env additions (trusted certificate, allow-list, resolve overrides) and the
 * requests it received, so a journey can check what was sent.
 */
export async function startHttpsFake() {
  const { key, cert } = certificate();
  const received = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      received.push({ host, method: request.method, url: request.url, headers: request.headers, body });
      if (host === 'customer-api.example') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(CUSTOMERS));
        return;
      }
      if (host === 'connect.stripe.com' || host === 'api.stripe.com') {
        const answer = stripeAnswer(host, request, body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
        return;
      }
      if (host === 'api.twilio.com') {
        // Twilio's Messages API answers 201 with the message resource.
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ sid: `SM${received.length.toString().padStart(32, '0')}`, status: 'queued' }),
        );
        return;
      }
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  // What the fake received, as JSON over plain HTTP on loopback, for the journeys to check.
  const inspector = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
  });
  await new Promise((done) => inspector.listen(0, '127.0.0.1', done));
  return {
    received,
    inspectUrl: `http://127.0.0.1:${inspector.address().port}/`,
    env: {
      OUTBOUND_CA: cert,
      OUTBOUND_ALLOW_HOSTS: FAKE_HOSTS.join(','),
      OUTBOUND_RESOLVE: FAKE_HOSTS.map((host) => `${host}:443=127.0.0.1:${port}`).join(','),
    },
    close: () => Promise.all([server, inspector].map((each) => new Promise((done) => each.close(done)))),
  };
}
