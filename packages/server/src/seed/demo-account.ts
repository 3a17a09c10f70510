/** The demo data's ids and constants come from the shared seed (`@console/api-client/seed`), as the mocks' do. */
export {
  DEMO_ACCOUNT_ID,
  DEMO_ACCOUNT_NAME,
  DEMO_ADMIN_IDS,
  DEMO_DOMAIN,
  INTERNAL_ACCOUNT_ID,
  NEWCOMER_ACCOUNT_ID,
  NEWCOMER_OWNER_ID,
  OPERATOR_ADMIN_ID,
} from '@console/api-client/seed';
