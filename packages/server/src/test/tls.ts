import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface TestCertificate {
  key: string;
  cert: string;
}

/** Host names the tests' HTTPS fakes answer for (local fakes of the real intakes). */
export const FAKE_HOSTS = [
  'localhost',
  'http-intake.logs.datadoghq.com',
  'http-intake.logs.datadoghq.eu',
  'logs.eu-west-1.amazonaws.com',
  'collectors.sumologic.example',
  'webhook.rapid7.example',
  'customer-api.example',
  'idp.example',
  // The contract table's CRM and log intakes (test/contract-backend.ts).
  'crm.northwind-contact.com',
  'logs.us-east-1.amazonaws.com',
  'endpoint4.collection.sumologic.com',
  'eu.webhook.logs.insight.rapid7.com',
  // A customer's webhook receiver (webhooks' route tests).
  'hooks.northwind-contact.com',
  // Settings › Storage's S3 (AWS itself and an S3-compatible service; test/storage-world.ts).
  'northwind-signed.s3.eu-west-2.amazonaws.com',
  'minio.northwind-contact.com',
  // Payments' card providers (payment-provider tests, the contract table's Adyen check, Adyen's refunds).
  'connect.stripe.com',
  'api.stripe.com',
  'management-test.adyen.com',
  'management-live.adyen.com',
  'checkout-test.adyen.com',
];

let pending: Promise<TestCertificate> | undefined;

/**
 * A self-signed certificate for the fakes, made once per test process with openssl (Node cannot
 * write X.509 certificates). The server trusts it through OUTBOUND_CA, exactly as it would trust
 * a private CA in production; nothing is turned off.
 */
export function testCertificate(): Promise<TestCertificate> {
  pending ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'console-server-tls-'));
    const san = ['IP:127.0.0.1', ...FAKE_HOSTS.map((host) => `DNS:${host}`)].join(',');
    try {
      await promisify(execFile)('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=console-server-test',
        '-addext',
        `subjectAltName=${san}`,
      ]);
      return {
        key: await readFile(path.join(dir, 'key.pem'), 'utf8'),
        cert: await readFile(path.join(dir, 'cert.pem'), 'utf8'),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return pending;
}
