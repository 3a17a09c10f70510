/**
 * `@console/api-client/rules`: the behaviour the reference server and the MSW mocks share, so both back ends answer
 * alike: the error catalogue, who may change an admin, the audit log's events and CSV (with its formula guard), GJSON
 * paths and `{path}` templates, the SVG logo policy, what of an integration is secret, paging cursors and the
 * invitation e-mail. Browser-safe: no Node imports.
 */
export * from './admin-changes';
export * from './apps';
export * from './audit-csv';
export * from './audit-events';
export * from './authenticators';
export * from './branded-domain';
export * from './customer-search';
export * from './enrollment-search';
export * from './errors';
export { gjson } from './gjson/gjson';
export * from './gjson/lookup-customers';
export * from './gjson/lookup-paths';
export { GjsonPathError, parsePath } from './gjson/path';
export { checkTemplate, renderTemplate } from './gjson/template';
export * from './invitations';
export * from './money';
export * from './paging';
export * from './secrets';
export { sanitizeSvg, SvgError } from './svg/sanitize-svg';
export * from './svg/stored-logo';
export * from './statistics';
export * from './session-csv';
export * from './session-search';
export * from './sms-template';
export * from './statistics-summary';
export * from './webhook-event';
