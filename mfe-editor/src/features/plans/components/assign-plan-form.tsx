import { fieldErrorsOf } from '@events/api-client/field-errors';
import type { Plan } from '@events/contracts/billing';
import { SUBSCRIPTION_STATUS_VALUES } from '@events/contracts/billing';
import { planAssignSchema } from '@events/contracts/plan-admin';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions } from '@events/ui/select-options';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { subscriptionStatusOptions } from '../../../i18n/common-messages';
import { assignPlan } from '../api/plan-admin';
import { planMessages } from './plan-messages';

const messages = plainMessages(defineMessages({
  assigned: {
    id: 'editor.assignPlan.assigned',
    defaultMessage:
      '{venues, plural, =0 {{email} is on {plan}; the plan applies to the venues they manage from now on.} other {{email} is on {plan} for {venues} venue(s).}}',
  },
  email: { id: 'editor.assignPlan.email', defaultMessage: 'Account e-mail' },
  status: { id: 'editor.assignPlan.status', defaultMessage: 'Status' },
  portalLink: { id: 'editor.assignPlan.portalLink', defaultMessage: 'Billing page link (manual billing)' },
}));

const FIELDS = ['email', 'plan', 'status', 'portal_link'] as const;

/** plan:assign from the browser: an account's venues on a plan, with a status and, for manual billing, a billing page. */
export function AssignPlanForm({ plans }: { plans: readonly Plan[] }) {
  const intl = useAppIntl();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(planAssignSchema, { email: '', plan: plans[0]?.code ?? '', status: 'active', portal_link: '' });

  const onSubmit = handleSubmit(async (body) => {
    setDone(null);
    try {
      const assigned = await assignPlan(body);
      const plan = plans.find((p) => p.code === assigned.plan)?.name ?? assigned.plan;
      setDone(intl.formatMessage(messages.assigned, { email: assigned.email, plan, venues: assigned.venues.length }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      setServerErrors(setError, fields, FIELDS);
    }
  });

  return (
    <form className="ui-form plans__form" noValidate onSubmit={onSubmit}  aria-label={intl.formatMessage(planMessages.assignPlan)}>
      <TextField label={intl.formatMessage(messages.email)} type="email" required {...register('email')} errors={messagesOf(errors.email)} />
      <SelectField label={intl.formatMessage(planMessages.plan)} required {...register('plan')} errors={messagesOf(errors.plan)}>
        <SelectOptions options={plans.map((plan) => ({ value: plan.code, label: plan.name }))} />
      </SelectField>
      <SelectField label={intl.formatMessage(messages.status)} required {...register('status')} errors={messagesOf(errors.status)}>
        <SelectOptions options={subscriptionStatusOptions(intl, SUBSCRIPTION_STATUS_VALUES)} />
      </SelectField>
      <TextField label={intl.formatMessage(messages.portalLink)} type="url" {...register('portal_link')} errors={messagesOf(errors.portal_link)} />
      <div className="ui-actions">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting || plans.length === 0}>
          {intl.formatMessage(planMessages.assignButton)}
        </Button>
      </div>
      {done && <p role="status">{done}</p>}
    </form>
  );
}
