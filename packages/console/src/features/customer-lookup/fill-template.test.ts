import { describe, expect, it } from 'vitest';
import { fillTemplate, readPath } from './fill-template';

const customer = {
  id: 'C100',
  firstName: 'Ada',
  lastName: 'Lovelace',
  account: { number: 10042 },
  tags: ['vip'],
};

describe('readPath: dotted GJSON-style paths', () => {
  it('walks objects and arrays', () => {
    expect(readPath({ data: { customers: [customer] } }, 'data.customers.0.id')).toBe('C100');
    expect(readPath(customer, 'tags.0')).toBe('vip');
  });

  it('finds nothing past a leaf or a missing key', () => {
    expect(readPath(customer, 'firstName.length.x')).toBeUndefined();
    expect(readPath(customer, 'nope')).toBeUndefined();
    expect(readPath(null, 'id')).toBeUndefined();
  });
});

describe('fillTemplate: {fieldName} placeholders', () => {
  it('fills text and numbers, nested paths included', () => {
    expect(fillTemplate('{firstName} {lastName}', customer)).toBe('Ada Lovelace');
    expect(fillTemplate('Account { account.number }', customer)).toBe('Account 10042');
  });

  it('leaves plain text alone and empties placeholders that find no text', () => {
    expect(fillTemplate('VIP customer', customer)).toBe('VIP customer');
    expect(fillTemplate('{middleName}|{account}|{tags}', customer)).toBe('||');
  });
});
