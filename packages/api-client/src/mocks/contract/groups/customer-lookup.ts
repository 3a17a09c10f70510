import type { ContractGroup } from '../types';
import { newestAuditEntry, refused } from '../facts';

const FORM = {
  url: 'https://crm.northwind-contact.com/api/customers',
  method: 'GET',
  headers: [{ key: 'X-Api-Key', value: 'crm-secret-key' }],
  customerPath: 'data.customers',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: 'Account {accountNumber}',
};
const { headers: _headers, ...CONFIG } = { ...FORM, headerKeys: ['X-Api-Key'] };
/** A number the demo CRM knows three customers for: Diego Schmidt, Noah Kowalski and Mateo García. */
const PHONE = '+14155550104';

export const customerLookupGroup: ContractGroup = {
  name: 'customer lookup: header values never answered, GJSON paths and {path} templates, the test call',
  steps: [
    {
      name: 'nothing configured',
      call: 'getCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      expect: { status: 200, body: null },
    },
    {
      name: 'saving answers the config with header keys, never their values',
      call: 'saveCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      body: FORM,
      expect: { status: 201, body: CONFIG },
    },
    {
      name: 'nor does reading it',
      call: 'getCustomerLookup',
      as: 'owner',
      path: '/customer-lookup',
      expect: { status: 200, body: CONFIG },
    },
    newestAuditEntry('written to the audit log', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'global',
      description: 'Updated the customer lookup settings',
      event: 'customer-lookup.updated',
    }),
    {
      name: 'a path GJSON cannot run is refused before saving',
      call: 'saveCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      body: { ...FORM, customerPath: 'data.[customers,people]' },
      expect: {
        status: 400,
        body: refused(
          400,
          'VALIDATION_FAILED',
          'customerPath: multipaths ([...] and {...}) are not supported',
        ),
      },
    },
    {
      name: 'and a template placeholder it cannot run, before testing',
      call: 'testCustomerLookup',
      as: 'admin',
      path: '/customer-lookup/test',
      body: { ...FORM, titleTemplate: '{name.@pretty}', phoneNumber: PHONE },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'titleTemplate: the @pretty modifier is not supported'),
      },
    },
    {
      name: 'the test calls the API and maps its answer with the paths and templates',
      call: 'testCustomerLookup',
      as: 'admin',
      path: '/customer-lookup/test',
      body: { ...FORM, phoneNumber: PHONE },
      expect: {
        status: 201,
        body: {
          customers: [
            { id: 'C338560', title: 'Diego Schmidt', description: 'Account 76139136' },
            { id: 'C643959', title: 'Noah Kowalski', description: 'Account 92204991' },
            { id: 'C622685', title: 'Mateo García', description: 'Account 26476184' },
          ],
        },
      },
    },
    {
      name: 'GJSON queries and modifiers run; a placeholder that finds nothing is empty',
      call: 'testCustomerLookup',
      as: 'admin',
      path: '/customer-lookup/test',
      body: {
        ...FORM,
        customerPath: 'data.customers.#(lastName%"*a*")#|@reverse',
        customerId: 'accountNumber',
        titleTemplate: '{lastName}, {firstName} ({phoneNumber})',
        descriptionTemplate: '{id}{missing}',
        phoneNumber: PHONE,
      },
      expect: {
        status: 201,
        body: {
          customers: [
            { id: '26476184', title: 'García, Mateo (+14155550104)', description: 'C622685' },
            { id: '92204991', title: 'Kowalski, Noah (+14155550104)', description: 'C643959' },
          ],
        },
      },
    },
    {
      name: 'an ID path that finds nothing gives no id',
      call: 'testCustomerLookup',
      as: 'admin',
      path: '/customer-lookup/test',
      body: { ...FORM, customerId: 'data.nope', phoneNumber: PHONE },
      expect: {
        status: 201,
        view: (body) => (body as { customers: { id: unknown }[] }).customers.map((c) => c.id),
        body: [null, null, null],
      },
    },
    {
      name: 'the test phone must be E.164',
      call: 'testCustomerLookup',
      as: 'admin',
      path: '/customer-lookup/test',
      body: { ...FORM, phoneNumber: '0123' },
      expect: {
        status: 400,
        body: refused(
          400,
          'VALIDATION_FAILED',
          'phoneNumber: Phone number must be in e164 format (with leading + and country code)',
        ),
      },
    },
    {
      name: 'removing it',
      call: 'removeCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      expect: { status: 200, text: '' },
    },
    {
      name: 'removing nothing changes nothing',
      call: 'removeCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      expect: { status: 200, text: '' },
    },
    {
      name: 'one removal in the audit log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      expect: {
        status: 200,
        view: (entries) => (entries as { event: string }[]).slice(0, 2).map((entry) => entry.event),
        headers: { 'x-count': '202' },
        body: ['customer-lookup.removed', 'customer-lookup.updated'],
      },
    },
    {
      name: 'nothing configured again',
      call: 'getCustomerLookup',
      as: 'admin',
      path: '/customer-lookup',
      expect: { status: 200, body: null },
    },
  ],
};
