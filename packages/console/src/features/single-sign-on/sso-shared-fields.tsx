import { TextField } from '@console/ui';
import type { FieldBinding } from '../../components/integrations/use-integration-form';
import { SecretField } from '../../components/integrations/secret-field';

type SharedField = 'domain' | 'clientId' | 'clientSecret';

/** Domain, client ID and the write-only client secret: the fields every provider has (spec 001 §3). */
export function SsoSharedFields({
  bind,
  secretSet,
}: {
  bind: (name: SharedField) => FieldBinding;
  secretSet: boolean;
}) {
  return (
    <>
      <TextField
        label="Domain"
        autoComplete="off"
        spellCheck={false}
        placeholder="example.com"
        helperText="The e-mail domain of the people who sign in with this provider."
        {...bind('domain')}
      />
      <TextField label="Client ID" autoComplete="off" spellCheck={false} {...bind('clientId')} />
      <SecretField label="Client Secret" isSet={secretSet} {...bind('clientSecret')} />
    </>
  );
}

type GroupField = 'adminGroupId' | 'agentGroupId';

/** The optional groups of Azure and Okta (spec 001 §6): who gets the admin dashboard, who the agent application. */
export function SsoGroupFields({ bind }: { bind: (name: GroupField) => FieldBinding }) {
  return (
    <>
      <TextField
        label="Admin group ID (optional)"
        autoComplete="off"
        spellCheck={false}
        helperText="Members of this group sign in to the admin dashboard."
        {...bind('adminGroupId')}
      />
      <TextField
        label="Agent group ID (optional)"
        autoComplete="off"
        spellCheck={false}
        helperText="Members of this group sign in to the agent application."
        {...bind('agentGroupId')}
      />
    </>
  );
}
