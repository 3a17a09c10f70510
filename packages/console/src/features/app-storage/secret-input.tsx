import { STORAGE_SECRET_MASK } from '@console/api-client';
import { Button, TextField } from '@console/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { css } from '../../../styled-system/css';

const row = css({ display: 'flex', alignItems: 'center', gap: '3' });
const mask = css({ textStyle: 'body.md', color: 'fg.muted', letterSpacing: 'wide' });
const group = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const labelText = css({ textStyle: 'label.md', color: 'fg.default' });

/**
 * A write-only secret (apps.md §3.3): a saved one shows "••••••••" with "Replace"; Replace opens an empty input,
 * and left empty the saved secret stays. Without a saved secret it is a plain required input.
 */
export function SecretInput(props: {
  name: string;
  label: string;
  hasSecret: boolean;
  value: string;
  error?: string | undefined;
  multiline?: boolean;
  helperText?: string;
  onChange: (value: string) => void;
}) {
  const [replacing, setReplacing] = useState(false);
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Replace moves the focus into the input it opens.
  useEffect(() => {
    if (replacing) input.current?.focus();
  }, [replacing]);
  if (props.hasSecret && !replacing && props.value === '' && !props.error)
    return (
      <div role="group" aria-labelledby={labelId} className={group}>
        <span id={labelId} className={labelText}>
          {props.label}
        </span>
        <div className={row}>
          <span className={mask}>{STORAGE_SECRET_MASK}</span>
          <Button variant="outline" size="sm" onClick={() => setReplacing(true)}>
            Replace
            <span className={css({ srOnly: true })}> {props.label.toLowerCase()}</span>
          </Button>
        </div>
      </div>
    );
  return (
    <TextField
      name={props.name}
      label={props.label}
      required={!props.hasSecret}
      type={props.multiline ? undefined : 'password'}
      multiline={props.multiline}
      rows={props.multiline ? 5 : undefined}
      autoComplete="off"
      spellCheck={false}
      ref={input}
      helperText={props.hasSecret ? 'Leave empty to keep the saved one.' : props.helperText}
      value={props.value}
      error={props.error}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        props.onChange(event.target.value)
      }
    />
  );
}
