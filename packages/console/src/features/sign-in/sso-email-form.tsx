import {
  authorizeSsoMutationOptions,
  ERROR_CODES,
  errorMessage,
  isApiError,
  ssoSignInFormSchema,
} from '@console/api-client';
import { Button, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useRef, useState, type SubmitEvent } from 'react';
import { css } from '../../../styled-system/css';
import { navigateToExternal } from './navigate-to-external';
import { SSO_NOT_CONFIGURED_MESSAGE } from './sign-in-messages';

const form = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const wide = css({ w: 'full' });
const alert = css({
  textStyle: 'body.md',
  color: 'danger.fg',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  px: '3',
  py: '2',
});

/**
 * E-mail sign-in through the company's SSO provider (spec 001 §2, §5, §8): a valid e-mail, then POST
 * /sso/oauth/authorize and off to the returned URL. SSO_NOT_CONFIGURED is shown on the field; any other failure
 * under it, with the server's message.
 */
export function SsoEmailForm() {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // A message on the field sends the focus there, to correct it.
  const showFieldError = (message: string | undefined) => {
    setFieldError(message);
    const field = formRef.current?.elements.namedItem('email');
    if (field instanceof HTMLElement) field.focus();
  };
  const authorize = useMutation({
    ...authorizeSsoMutationOptions(api),
    onSuccess: ({ url }) => navigateToExternal(url),
    onError: (error) => {
      if (isApiError(error, ERROR_CODES.SSO_NOT_CONFIGURED)) showFieldError(SSO_NOT_CONFIGURED_MESSAGE);
    },
  });
  const otherError =
    authorize.isError && !isApiError(authorize.error, ERROR_CODES.SSO_NOT_CONFIGURED)
      ? errorMessage(authorize.error)
      : undefined;
  // After success the browser is leaving: keep the button busy until it has gone.
  const busy = authorize.isPending || authorize.isSuccess;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ssoSignInFormSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      showFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    authorize.mutate(parsed.data);
  };

  return (
    <form ref={formRef} className={form} onSubmit={submit} noValidate aria-label="Sign in with SSO">
      <TextField
        label="Work email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        error={fieldError}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
          authorize.reset();
        }}
      />
      {otherError && (
        <p role="alert" className={alert}>
          {otherError}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus while the request runs. */}
      <Button type="submit" className={wide} aria-disabled={busy || undefined} aria-busy={busy}>
        Continue with SSO
      </Button>
    </form>
  );
}
