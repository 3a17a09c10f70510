import type { ContractGroup } from '../types';
import { firstEntry, NOW, refused } from '../facts';

const NONE = { datadog: null, cloudwatch: null, sumologic: null, rapid7: null };
const SUMO = 'https://endpoint4.collection.sumologic.com/receiver/v1/http/ZaVnC4dh';
const SUMO_MASK = 'https://endpoint4.collection.sumologic.com/••••••••';
const CLOUDWATCH = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'aws-secret',
  region: 'us-east-1',
};

export const loggingGroup: ContractGroup = {
  name: 'logging: secrets never answered, URLs with tokens masked, a kept mask keeps the saved URL',
  steps: [
    {
      name: 'nothing connected',
      call: 'getLogging',
      as: 'admin',
      path: '/logging',
      expect: { status: 200, body: NONE },
    },
    {
      name: 'Datadog: the API key is never answered',
      call: 'saveLogging',
      as: 'admin',
      path: '/logging',
      body: { destination: 'datadog', datadog: { apiKey: 'dd-secret', site: 'eu' } },
      expect: { status: 201, body: { datadog: { site: 'eu' } } },
    },
    {
      name: 'Sumo Logic: the URL is answered masked',
      call: 'saveLogging',
      as: 'admin',
      path: '/logging',
      body: { destination: 'sumologic', sumologic: { collectorUrl: SUMO } },
      expect: { status: 201, body: { sumologic: { collectorUrl: SUMO_MASK } } },
    },
    {
      name: 'CloudWatch: the secret access key is never answered',
      call: 'saveLogging',
      as: 'owner',
      path: '/logging',
      body: { destination: 'cloudwatch', cloudwatch: CLOUDWATCH },
      expect: {
        status: 201,
        body: { cloudwatch: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', region: 'us-east-1' } },
      },
    },
    {
      name: 'every destination as saved, without its secret',
      call: 'getLogging',
      as: 'admin',
      path: '/logging',
      expect: {
        status: 200,
        body: {
          datadog: { site: 'eu' },
          cloudwatch: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', region: 'us-east-1' },
          sumologic: { collectorUrl: SUMO_MASK },
          rapid7: null,
        },
      },
    },
    {
      name: 'a test with the mask kept sends to the saved URL',
      call: 'testLogging',
      as: 'admin',
      path: '/logging/test',
      body: { destination: 'sumologic', sumologic: { collectorUrl: SUMO_MASK } },
      expect: { status: 201, body: { wasSuccessful: true } },
    },
    {
      name: 'a mask of anything else is refused',
      call: 'saveLogging',
      as: 'admin',
      path: '/logging',
      body: {
        destination: 'rapid7',
        rapid7: { webhookUrl: 'https://eu.webhook.logs.insight.rapid7.com/••••••••' },
      },
      expect: {
        status: 400,
        body: refused(
          400,
          'VALIDATION_FAILED',
          'rapid7.webhookUrl: Paste the whole URL: this masked URL is not the saved one',
        ),
      },
    },
    {
      name: 'testing a new CloudWatch set-up',
      call: 'testLogging',
      as: 'admin',
      path: '/logging/test',
      body: { destination: 'cloudwatch', cloudwatch: CLOUDWATCH },
      expect: { status: 201, body: { wasSuccessful: true } },
    },
    {
      name: 'required fields, with the spec words',
      call: 'saveLogging',
      as: 'admin',
      path: '/logging',
      body: { destination: 'datadog', datadog: { apiKey: '', site: 'eu' } },
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'datadog.apiKey: API Key is required') },
    },
    {
      name: 'disconnecting Datadog',
      call: 'removeLogging',
      as: 'admin',
      path: '/logging',
      body: { destination: 'datadog' },
      expect: { status: 200, text: '' },
    },
    {
      name: 'disconnecting what is not connected changes nothing',
      call: 'removeLogging',
      as: 'admin',
      path: '/logging',
      body: { destination: 'rapid7' },
      expect: { status: 200, text: '' },
    },
    {
      name: 'the log: configured thrice, disconnected once',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        headers: { 'x-count': '204' },
        view: firstEntry,
        body: {
          id: '<generated>',
          timestamp: NOW,
          admin: { firstName: 'Marcus', lastName: 'Reed' },
          namespace: 'global',
          description: 'Datadog has been disconnected',
          event: 'logging.disconnected',
        },
      },
    },
    {
      name: 'Datadog is no longer connected',
      call: 'getLogging',
      as: 'admin',
      path: '/logging',
      expect: {
        status: 200,
        view: (body) => (body as { datadog: unknown }).datadog,
        body: null,
      },
    },
  ],
};
