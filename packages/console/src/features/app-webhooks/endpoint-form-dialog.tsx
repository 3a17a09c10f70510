import {
  checkWebhookEvents,
  webhookEndpointBodySchema,
  webhookEvents,
  WEBHOOK_DESCRIPTION_MAX,
  type AppId,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@console/api-client';
import { Checkbox, TextField, toast } from '@console/ui';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { apiFieldErrors } from '../../lib/api-field-errors';
import { reportFailure } from '../../lib/report-failure';

const ENDPOINT_ADDED = 'Endpoint added';
const ENDPOINT_UPDATED = 'Endpoint updated';

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const legend = css({ textStyle: 'label.md', color: 'fg.default', mb: '1' });
const eventName = css({ fontFamily: 'mono', textStyle: 'body.sm' });
const error = css({ textStyle: 'body.sm', color: 'danger.fg' });

class InvalidFormError extends Error {
  constructor() {
    super('The form has errors');
  }
}

interface Values {
  url: string;
  description: string;
  events: string[];
}

interface EndpointFormDialogProps {
  app: AppId;
  /** The endpoint to edit, or null to add one. */
  endpoint: WebhookEndpoint | null;
  /** POST or PUT; rejects with the API error (a 400's errors[] go under the fields). */
  onSave: (body: WebhookEndpointBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Add endpoint" and Edit (apps.md §2.7): URL (https, publicly reachable), an optional description (≤100) and the
 * events it receives (at least one of the app's), checked by the api-client's schema with the spec's messages. A
 * failed save keeps the dialog and what was typed; leaving the page with unsaved edits asks first.
 */
export function EndpointFormDialog({ app, endpoint, onSave, onClose }: EndpointFormDialogProps) {
  const [start] = useState<Values>(() => ({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint ? [...endpoint.events] : ['session.succeeded', 'session.failed'],
  }));
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const dirty =
    values.url !== start.url ||
    values.description !== start.description ||
    values.events.join() !== start.events.join();
  const events = webhookEvents(app);

  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in next))));
  };

  const toggle = (event: string, checked: boolean) =>
    change({
      events: checked
        ? events.filter((known) => known === event || values.events.includes(known))
        : values.events.filter((chosen) => chosen !== event),
    });

  const validate = (): WebhookEndpointBody => {
    const result = webhookEndpointBodySchema.safeParse(values);
    const found: Partial<Record<keyof Values, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Values | undefined;
        if (field && found[field] === undefined) found[field] = issue.message;
      }
    } else {
      const unknown = checkWebhookEvents(app, result.data.events);
      if (unknown) found.events = unknown;
    }
    if (!result.success || found.events) {
      setErrors(found);
      throw new InvalidFormError();
    }
    return result.data;
  };

  const save = async () => {
    const body = validate();
    try {
      await onSave(body);
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else reportFailure(failure);
      throw failure;
    }
    toast.success(endpoint ? ENDPOINT_UPDATED : ENDPOINT_ADDED);
    onClose();
  };

  return (
    <IntegrationFormDialog
      onClose={onClose}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      description="We send the events you choose to this URL, signed with your signing secret."
      dirty={dirty}
      onSave={save}
    >
      <div className={fields}>
        <TextField
          label="URL"
          name="url"
          type="url"
          inputMode="url"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/webhooks"
          value={values.url}
          error={errors.url}
          onChange={(event) => change({ url: event.target.value })}
        />
        <TextField
          label="Description"
          name="description"
          helperText={`Optional, up to ${WEBHOOK_DESCRIPTION_MAX} characters.`}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <fieldset className={fieldset} aria-invalid={errors.events ? true : undefined}>
          <legend className={legend}>Events</legend>
          {events.map((event) => (
            <Checkbox.Root
              key={event}
              name="events"
              value={event}
              checked={values.events.includes(event)}
              onCheckedChange={({ checked }) => toggle(event, checked === true)}
            >
              <Checkbox.Control />
              <Checkbox.Label className={eventName}>{event}</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
          ))}
          {errors.events && (
            <p className={error} role="alert">
              {errors.events}
            </p>
          )}
        </fieldset>
      </div>
    </IntegrationFormDialog>
  );
}
