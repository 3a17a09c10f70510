import { errorMessage, type AppId, type SmsContent } from '@console/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  Field,
  PhoneBubblePreview,
  SegmentCounter,
  TimerButton,
  toast,
} from '@console/ui';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { apiFieldErrors } from '../../lib/api-field-errors';
import { reportFailure } from '../../lib/report-failure';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { insertAt } from './insert-at';
import { analyseSms, placeholdersOf, previewOf, templateError } from './sms-rules';

const SMS_SAVED = 'SMS content has been saved';
const SMS_SAVE_FAILED = 'Failed to save SMS content';
const SMS_RESET = 'Message reset to default';
const SHARED_SENDER =
  'Sent from the shared number. Connect your Twilio account in Settings › SMS Configuration.';

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
});
const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
const chipsLabel = css({ textStyle: 'label.sm', color: 'fg.muted', mb: '2' });
const chip = css({ fontFamily: 'mono' });
const footer = css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' });
const preview = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' });
const sender = css({ textStyle: 'body.sm', color: 'fg.muted', textAlign: 'center', maxW: 'xs' });

class InvalidMessageError extends Error {
  constructor() {
    super('The message has errors');
  }
}

interface SmsContentFormProps {
  app: AppId;
  content: SmsContent;
  /** The account's Twilio number (GET /sms), or null when SMS go out from the shared number. */
  twilioNumber: string | null;
  /** The app's display name (Settings › General): the preview's and the counter's {companyName}. */
  companyName: string;
  /** PUT /{app}/settings/sms-content; rejects with the API error. */
  onSave: (template: string) => Promise<SmsContent>;
  /** DELETE /{app}/settings/sms-content: the app's default message. */
  onReset: () => Promise<SmsContent>;
}

/**
 * Settings › SMS Content (apps.md §2.6): the message with its placeholder chips, the counter of characters and
 * segments (GSM-7 or UCS-2, with the warning) and a live phone preview, both on the rendered text; the sender line;
 * "Reset to default" after a confirmation. The rules (placeholders, counting, validation) are the api-client's, the
 * same the server runs. A failed save keeps the message; leaving with unsaved edits asks first.
 */
export function SmsContentForm({
  app,
  content,
  twilioNumber,
  companyName,
  onSave,
  onReset,
}: SmsContentFormProps) {
  const [template, setTemplate] = useState(content.template);
  const [saved, setSaved] = useState(content);
  const [error, setError] = useState<string | undefined>();
  const [resetting, setResetting] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const leaveGuard = useUnsavedChangesGuard(template !== saved.template);
  const rendered = previewOf(template, companyName);
  const analysis = analyseSms(rendered);

  const change = (next: string) => {
    setTemplate(next);
    setError(undefined);
  };

  const insert = (placeholder: string) => {
    const area = editor.current;
    const start = area?.selectionStart ?? template.length;
    const end = area?.selectionEnd ?? template.length;
    const next = insertAt(template, placeholder, start, end);
    change(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const save = async () => {
    const invalid = templateError(app, template, companyName);
    if (invalid) {
      setError(invalid);
      throw new InvalidMessageError();
    }
    try {
      setSaved(await onSave(template));
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields?.template) setError(fields.template);
      toast.error(SMS_SAVE_FAILED, errorMessage(failure));
      throw failure;
    }
    toast.success(SMS_SAVED);
  };

  const reset = async () => {
    let fresh: SmsContent;
    try {
      fresh = await onReset();
    } catch (failure) {
      reportFailure(failure);
      throw failure;
    }
    setSaved(fresh);
    setTemplate(fresh.template);
    setError(undefined);
    toast.success(SMS_RESET);
  };

  return (
    <div className={columns}>
      <Card.Root>
        <Card.Body className={body}>
          <div>
            <p className={chipsLabel} id="sms-placeholders">
              Insert a placeholder
            </p>
            <ul className={chips} aria-labelledby="sms-placeholders">
              {placeholdersOf(app).map((placeholder) => (
                <li key={placeholder}>
                  <Button variant="outline" size="sm" className={chip} onClick={() => insert(placeholder)}>
                    {placeholder}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Message</Field.Label>
            <Field.Textarea
              ref={editor}
              name="template"
              rows={5}
              spellCheck
              value={template}
              onChange={(event) => change(event.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <SegmentCounter
            characters={analysis.characters}
            segments={analysis.segments}
            encoding={analysis.encoding}
            nonGsmCharacters={analysis.nonGsmChars}
          />
        </Card.Body>
        <Card.Footer className={footer}>
          <Button
            variant="outline"
            onClick={() => setResetting(true)}
            disabled={saved.isDefault && template === saved.template}
          >
            <RotateCcw aria-hidden />
            Reset to default
          </Button>
          <TimerButton onClick={save}>Save Changes</TimerButton>
        </Card.Footer>
      </Card.Root>
      <div className={preview}>
        <PhoneBubblePreview text={rendered} sender={twilioNumber ?? companyName} caption="Now" />
        <p className={sender}>{twilioNumber ? `Sent from ${twilioNumber}` : SHARED_SENDER}</p>
      </div>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title="Reset to the default message?"
        description="Your message is replaced by the app's default message."
        confirmLabel="Reset to default"
        onConfirm={reset}
      />
      {leaveGuard}
    </div>
  );
}
