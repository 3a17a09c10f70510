import {
  errorMessage,
  paymentRemaining,
  REFUND_MESSAGES,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  refundAmountError,
  refundPaymentMutationOptions,
  type PaymentDetails,
  type RefundBody,
} from '@console/api-client';
import { formatMinorUnits, minorUnitsOf, minorUnitsText } from '@console/api-client/rules';
import { SelectField, TextField, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IntegrationFormDialog } from '../../../components/integrations/integration-form-dialog';
import { apiFieldErrors } from '../../../lib/api-field-errors';
import { useApi } from '../../../lib/use-api';
import { useBootstrap } from '../../../lib/use-bootstrap';

const REASON_OPTIONS = REFUND_REASONS.map((reason) => ({
  value: reason,
  label: REFUND_REASON_LABELS[reason],
}));

type Field = keyof RefundBody;

class InvalidRefundError extends Error {
  constructor() {
    super('The refund form has errors');
  }
}

interface RefundDialogProps {
  sessionId: string;
  payment: PaymentDetails;
  onClose: () => void;
}

/**
 * "Refund payment" (apps.md §3.5): the amount typed in the currency's major units, the remainder by default, checked
 * with the rule the server and the mocks run ("Amount must be between {min} and {remaining}"), and a reason. Issued:
 * "Refund of {amount} issued"; refused by the provider or the server: "Refund failed: {message}", the dialog kept
 * with what was typed (a 400's errors go under their fields).
 */
export function RefundDialog({ sessionId, payment, onClose }: RefundDialogProps) {
  const api = useApi();
  const refund = useMutation(refundPaymentMutationOptions(api, useBootstrap().account.id));
  const remaining = paymentRemaining(payment);
  const [start] = useState(() => ({ amount: minorUnitsText(remaining, payment.currency), reason: '' }));
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const money = (minor: number) => formatMinorUnits(minor, payment.currency);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const validate = (): RefundBody => {
    const amount = minorUnitsOf(values.amount.trim(), payment.currency);
    const reason = REFUND_REASONS.find((option) => option === values.reason);
    const amountError = refundAmountError(amount, payment.currency, remaining);
    if (amount === null || amountError !== null || reason === undefined) {
      setErrors({
        ...(amountError !== null ? { amount: amountError } : {}),
        ...(reason === undefined ? { reason: REFUND_MESSAGES.reasonRequired } : {}),
      });
      throw new InvalidRefundError();
    }
    return { amount, reason };
  };

  const submit = async () => {
    const body = validate();
    try {
      await refund.mutateAsync({ id: sessionId, ...body });
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(REFUND_MESSAGES.failed(errorMessage(failure)));
      throw failure;
    }
    toast.success(REFUND_MESSAGES.issued(money(body.amount)));
    onClose();
  };

  const card = payment.card ? `${payment.card.brand} •••• ${payment.card.last4}` : 'the card';
  return (
    <IntegrationFormDialog
      onClose={onClose}
      title="Refund payment"
      description={`The money goes back to ${card} through the connected provider.`}
      dirty={values.amount !== start.amount || values.reason !== start.reason}
      submitLabel="Refund"
      onSave={submit}
    >
      <TextField
        label="Amount"
        name="amount"
        required
        inputMode="decimal"
        autoComplete="off"
        helperText={`${payment.currency}, up to ${money(remaining)}.`}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => change('amount', event.target.value)}
      />
      <SelectField
        label="Reason"
        name="reason"
        required
        placeholder="Select a reason"
        options={REASON_OPTIONS}
        value={values.reason}
        error={errors.reason}
        onChange={(event) => change('reason', event.target.value)}
      />
    </IntegrationFormDialog>
  );
}
