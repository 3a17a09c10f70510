import { ASSIGNABLE_ROLES, ROLE_LABELS, type AssignableRole } from '@console/api-client';
import { Field } from '@console/ui';
import { css } from '../../../styled-system/css';

const hidden = css({ srOnly: true });
const select = css({ minW: '36' });

/** The role of a row: Administrator or Supervisor only (owner is never selectable, spec 000 §4). */
export function RoleSelect({
  who,
  role,
  onChange,
}: {
  who: string;
  role: AssignableRole;
  onChange: (role: AssignableRole) => void;
}) {
  return (
    <Field.Root className={select}>
      <Field.Label className={hidden}>Role of {who}</Field.Label>
      <Field.Select value={role} onChange={(event) => onChange(event.target.value as AssignableRole)}>
        {ASSIGNABLE_ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  );
}
