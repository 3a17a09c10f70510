import type { Bootstrap, ReleasedAppId } from '@console/api-client';
import { Button, Checkbox, Dialog, SelectField, Spinner, TextField } from '@console/ui';
import { useState, type SyntheticEvent } from 'react';
import { css } from '../../../../styled-system/css';
import {
  AUTHENTICATION_METHOD_OPTIONS,
  CALL_VOLUME_OPTIONS,
  QUESTIONNAIRE_APPS,
} from './questionnaire-options';
import { validateQuestionnaire, type QuestionnaireErrors } from './questionnaire-errors';
import { useSubmitQuestionnaire } from './use-submit-questionnaire';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const legend = css({ textStyle: 'label.md', color: 'fg.default', mb: '1' });
const hint = css({ textStyle: 'body.sm', color: 'fg.muted' });

/**
 * The first-run questionnaire (spec 000 §2, 001 §2–§5): a modal that cannot be dismissed (no close button, no
 * Escape, no outside click) until it is submitted. Submitting shows a spinner on the button for the whole wait;
 * closing is the confirmation, so there is no "Saved" state to hold.
 */
export function OnboardingQuestionnaire({ user }: { user: Pick<Bootstrap, 'id' | 'account' | 'branding'> }) {
  const submit = useSubmitQuestionnaire(user);
  const [companyName, setCompanyName] = useState(user.branding.name ?? '');
  const [annualCallVolume, setAnnualCallVolume] = useState('');
  const [authenticationMethod, setAuthenticationMethod] = useState('');
  const [apps, setApps] = useState<ReleasedAppId[]>([]);
  const [errors, setErrors] = useState<QuestionnaireErrors>({});
  const [pending, setPending] = useState(false);

  const toggleApp = (app: ReleasedAppId, checked: boolean) =>
    setApps((current) => (checked ? [...current, app] : current.filter((id) => id !== app)));

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = validateQuestionnaire({ companyName, annualCallVolume, authenticationMethod, apps });
    if (!result.ok) {
      setErrors(result.errors);
      // The first answer to fix takes the focus, as the browser's own validation would do.
      const [first] = Object.keys(result.errors);
      const field = first && (event.currentTarget as HTMLFormElement).elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setErrors({});
    setPending(true);
    await submit(result.form);
  };

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false}>
      <Dialog.Content hideCloseButton>
        <Dialog.Header>
          <Dialog.Title>Welcome! Tell us about your contact centre</Dialog.Title>
          <Dialog.Description>
            A few questions to set up your account. Each app you choose starts with a free trial.
          </Dialog.Description>
        </Dialog.Header>
        <form
          className={form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-busy={pending || undefined}
        >
          <Dialog.Body className={form}>
            <TextField
              label="Company name"
              name="companyName"
              autoComplete="organization"
              required
              value={companyName}
              onChange={(event) => setCompanyName(event.target.value)}
              error={errors.companyName}
            />
            <SelectField
              label="Annual call volume"
              name="annualCallVolume"
              required
              placeholder="Choose a volume"
              options={CALL_VOLUME_OPTIONS}
              value={annualCallVolume}
              onChange={(event) => setAnnualCallVolume(event.target.value)}
              error={errors.annualCallVolume}
            />
            <SelectField
              label="How do you authenticate callers today?"
              name="authenticationMethod"
              required
              placeholder="Choose a method"
              options={AUTHENTICATION_METHOD_OPTIONS}
              value={authenticationMethod}
              onChange={(event) => setAuthenticationMethod(event.target.value)}
              error={errors.authenticationMethod}
            />
            <fieldset className={fieldset}>
              <legend className={legend}>Which apps would you like to try?</legend>
              <p className={hint}>
                Optional. You can start a free trial of any app later from the home page.
              </p>
              {QUESTIONNAIRE_APPS.map((app) => (
                <Checkbox.Root
                  key={app.id}
                  name="apps"
                  value={app.id}
                  checked={apps.includes(app.id as ReleasedAppId)}
                  onCheckedChange={({ checked }) => toggleApp(app.id as ReleasedAppId, checked === true)}
                >
                  <Checkbox.Control />
                  <Checkbox.Label>{app.title}</Checkbox.Label>
                  <Checkbox.HiddenInput />
                </Checkbox.Root>
              ))}
            </fieldset>
          </Dialog.Body>
          <Dialog.Footer>
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending && (
                <span aria-hidden>
                  <Spinner size="sm" />
                </span>
              )}
              {pending ? 'Setting up your account…' : 'Get started'}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
