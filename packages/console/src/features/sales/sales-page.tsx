import { Button, Card, Checkbox, SelectField, TextField } from '@console/ui';
import { useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/page-layout';
import { CONTACT_METHODS, SALES_INTERESTS, type ContactMethod } from './sales-options';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const legend = css({ textStyle: 'label.md', color: 'fg.default', mb: '1' });
const required = css({ color: 'danger.fg', ml: '0.5' });
const thanks = css({ textStyle: 'body.lg', color: 'fg.default' });

const SALES_THANKS = 'Thank you! Our sales team will reach out to you soon.';

/**
 * "Request Sales to Reach Out" (spec 000 §2, §5): interest, an optional phone, additional information and the
 * contact methods. Interest and contact method are marked required but not enforced; submitting only logs the
 * request (console.info) and thanks the user: nothing is sent.
 */
export function SalesPage() {
  const [interest, setInterest] = useState('');
  const [phone, setPhone] = useState('');
  const [details, setDetails] = useState('');
  const [methods, setMethods] = useState<ContactMethod[]>([]);
  const [sent, setSent] = useState(false);

  const toggle = (method: ContactMethod, checked: boolean) =>
    setMethods((current) => (checked ? [...current, method] : current.filter((value) => value !== method)));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    console.info('Sales request', { interest, phone: phone || null, details, contactMethods: methods });
    setSent(true);
  };

  return (
    <PageLayout
      title="Request Sales to Reach Out"
      lead="Tell us what you are interested in and how to reach you."
    >
      <Card.Root>
        {sent ? (
          <Card.Body>
            <p className={thanks} role="status">
              {SALES_THANKS}
            </p>
          </Card.Body>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Sales request">
            <Card.Body className={form}>
              <SelectField
                label="What are you interested in?"
                name="interest"
                required
                placeholder="Choose an option"
                options={SALES_INTERESTS.map((value) => ({ value, label: value }))}
                value={interest}
                onChange={(event) => setInterest(event.target.value)}
              />
              <TextField
                label="Phone (optional)"
                name="phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
              <TextField
                label="Additional information"
                name="details"
                multiline
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
              <fieldset className={fieldset}>
                <legend className={legend}>
                  How should we contact you?
                  <span className={required} aria-hidden>
                    *
                  </span>
                  <span className={css({ srOnly: true })}> (required)</span>
                </legend>
                {CONTACT_METHODS.map((method) => (
                  <Checkbox.Root
                    key={method}
                    name="contactMethod"
                    value={method}
                    checked={methods.includes(method)}
                    onCheckedChange={({ checked }) => toggle(method, checked === true)}
                  >
                    <Checkbox.Control />
                    <Checkbox.Label>{method}</Checkbox.Label>
                    <Checkbox.HiddenInput />
                  </Checkbox.Root>
                ))}
              </fieldset>
            </Card.Body>
            <Card.Footer>
              <Button type="submit">Request Contact</Button>
            </Card.Footer>
          </form>
        )}
      </Card.Root>
    </PageLayout>
  );
}
