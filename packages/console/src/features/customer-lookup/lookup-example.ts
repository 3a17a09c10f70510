/**
 * The example API of View Technical Details (spec 001 §2): a GET with a phoneNumber query answering a JSON list of
 * customers, and the settings that map it. Also the record the in-place template previews are filled from.
 */
export const EXAMPLE_REQUEST = 'GET https://api.example.com/customers?phoneNumber=%2B14155550123';

export const EXAMPLE_CUSTOMER = {
  id: 'C100',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountNumber: '10042',
};

/** The answer is the JSON list itself (spec 000 §2, 001 §2), so its customers array path is GJSON's `@this`. */
export const EXAMPLE_RESPONSE = [
  EXAMPLE_CUSTOMER,
  { id: 'C101', firstName: 'Alan', lastName: 'Turing', accountNumber: '10043' },
];

export const EXAMPLE_SETTINGS = {
  customerPath: '@this',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: 'Account {accountNumber}',
} as const;
