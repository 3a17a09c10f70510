import type { CustomerLookupForm } from '@console/api-client';
import { Button, Dialog } from '@console/ui';
import { css } from '../../../styled-system/css';
import { EXAMPLE_REQUEST, EXAMPLE_RESPONSE, EXAMPLE_SETTINGS } from './lookup-example';
import { code, hint, sectionHeading, stack } from './lookup-styles';

const pre = css({
  textStyle: 'mono.sm',
  color: 'fg.default',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '3',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});
const settings = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '2',
  textStyle: 'body.sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg.default', wordBreak: 'break-all' },
});

const NOT_SET = 'Not set';

/** One row of the settings list; empty values read 'Not set'. */
function Setting({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? <code className={code}>{value}</code> : NOT_SET}</dd>
    </>
  );
}

/**
 * View Technical Details (spec 001 §2): the example API (a GET with a phoneNumber query answering a JSON list of
 * customers), the settings that map it, and the current settings as typed. Header values are never shown, only
 * their names.
 */
export function TechnicalDetailsDialog({ values }: { values: CustomerLookupForm }) {
  const headerNames = values.headers.map((header) => header.key).filter(Boolean);
  return (
    <Dialog.Root size="lg">
      <Dialog.Trigger asChild>
        <Button variant="outline">View Technical Details</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Technical Details</Dialog.Title>
          <Dialog.Description>
            How the customer lookup calls your API and reads its answer.
          </Dialog.Description>
        </Dialog.Header>
        {/* Focusable so keyboard users can scroll it when it overflows. */}
        <Dialog.Body className={stack} tabIndex={0}>
          <section className={stack} aria-labelledby="example-api">
            <h3 id="example-api" className={sectionHeading}>
              Example API
            </h3>
            <p className={hint}>
              A GET with the caller's number as the phoneNumber query, answering a list of customers:
            </p>
            <pre className={pre}>{EXAMPLE_REQUEST}</pre>
            <pre className={pre}>{JSON.stringify(EXAMPLE_RESPONSE, null, 2)}</pre>
            <p className={hint}>Settings that read this answer:</p>
            <dl className={settings}>
              <Setting label="Customers array path" value={EXAMPLE_SETTINGS.customerPath} />
              <Setting label="Customer ID path" value={EXAMPLE_SETTINGS.customerId} />
              <Setting label="Title template" value={EXAMPLE_SETTINGS.titleTemplate} />
              <Setting label="Description template" value={EXAMPLE_SETTINGS.descriptionTemplate} />
            </dl>
          </section>
          <section className={stack} aria-labelledby="current-settings">
            <h3 id="current-settings" className={sectionHeading}>
              Configuration settings
            </h3>
            <dl className={settings}>
              <Setting label="Endpoint URL" value={values.url} />
              <Setting label="Method" value={values.method} />
              <Setting label="Headers" value={headerNames.join(', ')} />
              <Setting label="Customers array path" value={values.customerPath} />
              <Setting label="Customer ID path" value={values.customerId} />
              <Setting label="Title template" value={values.titleTemplate} />
              <Setting label="Description template" value={values.descriptionTemplate} />
            </dl>
            <p className={hint}>Header values are never shown.</p>
          </section>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
