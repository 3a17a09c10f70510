import type { AppPage } from './app-pages';

/**
 * What each page will show, for the pages whose contents the spec does not show (README "Pages not yet
 * specified"). Each says plainly what will appear there.
 */
export const PAGE_TEXTS: Record<
  Exclude<AppPage, 'dashboard' | 'settings/billing'>,
  { title: string; description: string }
> = {
  activity: {
    title: 'Activity',
    description:
      'Passkey authentications and registrations will be listed here: date, customer, result and session.',
  },
  authentications: {
    title: 'Authentications',
    description:
      'One-time passcode authentications will be listed here: date, customer, phone number and result.',
  },
  signatures: {
    title: 'Signatures',
    description: 'Signatures will be listed here: date, customer, document, status and session.',
  },
  submissions: {
    title: 'Submissions',
    description: 'Form submissions will be listed here: date, customer, form, status and session.',
  },
  payments: {
    title: 'Payments',
    description: 'Payments will be listed here: date, customer, amount, status and session.',
  },
  verifications: {
    title: 'Verifications',
    description: 'Identity verifications will be listed here: date, customer, result and session.',
  },
  enrollments: {
    title: 'Enrollments',
    description:
      'Customers enrolled with a passkey will be listed here, with their devices and enrollment dates.',
  },
  products: {
    title: 'Product Catalog',
    description: 'The products customers can pay for will be listed here, with their names and prices.',
  },
  pricing: { title: 'Pricing', description: "This app's plans and prices will be shown here." },
  documents: {
    title: 'Documents',
    description: 'Documents sent for signature will be listed here, with their versions and last change.',
  },
  'documents/new': {
    title: 'New document',
    description: 'Uploading a new document and placing its signature fields will happen here.',
  },
  'documents/$id/$version': {
    title: 'Document version',
    description: 'This version of the document will be shown here, with its signature fields.',
  },
  'documents/$id/history': {
    title: 'Document history',
    description: 'Every version of this document will be listed here, with who changed it and when.',
  },
  forms: {
    title: 'Forms',
    description: 'Secure data-collection forms will be listed here, with their fields and last change.',
  },
  'forms/new': {
    title: 'New form',
    description: 'Building a new secure data-collection form will happen here.',
  },
  'forms/$id': {
    title: 'Form',
    description: "This form's fields and settings will be shown and edited here.",
  },
  'settings/general': { title: 'General', description: "The app's general settings will be edited here." },
  'settings/storage': {
    title: 'Storage',
    description: 'Where completed documents and files are stored will be configured here.',
  },
  'settings/gateway': {
    title: 'Gateway',
    description: 'The connection to your payment gateway will be configured here.',
  },
  'settings/ivr': {
    title: 'IVR',
    description: 'Taking payments through your IVR (the phone menu) will be configured here.',
  },
  'settings/card-payment-provider': {
    title: 'Card Payment Provider',
    description: 'The connection to your card payment provider will be configured here.',
  },
  'settings/card-payment-provider/callback': {
    title: 'Card Payment Provider',
    description: 'The result of connecting your card payment provider will be shown here.',
  },
  'settings/sms-content': {
    title: 'SMS Content',
    description: 'The text of the SMS messages this app sends to customers will be edited here.',
  },
  'settings/webhooks': {
    title: 'Webhooks',
    description: "The endpoints that receive this app's events will be configured here.",
  },
};
