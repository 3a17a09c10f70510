import {
  errorMessage,
  getBrandingQueryOptions,
  updateBrandingMutationOptions,
  type Branding,
} from '@console/api-client';
import {
  BrandColorPicker,
  Card,
  extractSvgColors,
  LogoDropzone,
  TextField,
  TimerButton,
  toast,
} from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { toBrandingBody, type BrandingValues } from './branding-body';

const BRANDING_UPDATED = 'Branding has been updated';
/** Not in the spec: the failure toast's title; its description is the server's reason. */
const BRANDING_UPDATE_FAILED = 'Branding could not be updated';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.md', color: 'fg.muted', mt: '2', mb: '6' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const footer = css({ display: 'flex', justifyContent: 'flex-end' });

const valuesOf = (branding: Branding): BrandingValues => ({
  name: branding.name ?? '',
  logo: branding.logo,
  color: branding.color,
});

/**
 * Branding (spec 000 §2, §5): company name, SVG logo (LogoDropzone sanitises and normalises it), primary colour
 * (picker, hex input, or a colour found in the logo). Save Changes sends PUT /branding with the logo base64-encoded;
 * a failed save keeps every value as it is and says why. Leaving with unsaved edits asks first.
 */
export function BrandingPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: branding } = useSuspenseQuery(getBrandingQueryOptions(api, accountId));
  const update = useMutation(updateBrandingMutationOptions(api, accountId));
  const [values, setValues] = useState(() => valuesOf(branding));
  const logoColors = useMemo(() => (values.logo ? extractSvgColors(values.logo) : []), [values.logo]);
  // What was loaded or last saved: the form has unsaved edits while its values differ from it.
  const [saved, setSaved] = useState(values);
  const leaveGuard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(saved));
  const change = (next: Partial<BrandingValues>) => setValues((current) => ({ ...current, ...next }));

  const save = async () => {
    const sent = values;
    try {
      await update.mutateAsync(toBrandingBody(sent));
    } catch (error) {
      toast.error(BRANDING_UPDATE_FAILED, errorMessage(error));
      throw error;
    }
    setSaved(sent);
    toast.success(BRANDING_UPDATED);
  };

  return (
    <div>
      <h1 className={heading}>Branding</h1>
      <p className={lead}>Your company name, logo and colour, as your customers see them.</p>
      <Card.Root>
        <Card.Body className={body}>
          <TextField
            label="Company name"
            value={values.name}
            autoComplete="organization"
            onChange={(event) => change({ name: event.target.value })}
          />
          <LogoDropzone value={values.logo} onChange={(logo) => change({ logo })} />
          <BrandColorPicker
            value={values.color}
            logoColors={logoColors}
            onChange={(color) => change({ color })}
          />
        </Card.Body>
        <Card.Footer className={footer}>
          <TimerButton onClick={save}>Save Changes</TimerButton>
        </Card.Footer>
      </Card.Root>
      {leaveGuard}
    </div>
  );
}
