import { fieldErrorsOf } from '@events/api-client/field-errors';
import type { Plan } from '@events/contracts/billing';
import { SUBSCRIPTION_STATUS_VALUES } from '@events/contracts/billing';
import { PLAN_ADMIN_MESSAGES, planAssignSchema } from '@events/contracts/plan-admin';
import { Button } from '@events/ui/button';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { SelectField } from '@events/ui/select-field';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { SelectOptions, plainOptions } from '@events/ui/select-options';
import { useState } from 'react';
import { assignPlan } from '../api/plan-admin';

const FIELDS = ['email', 'plan', 'status', 'portal_link'] as const;

/** plan:assign from the browser: an account's venues on a plan, with a status and, for manual billing, a billing page. */
export function AssignPlanForm({ plans }: { plans: readonly Plan[] }) {
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
      setDone(PLAN_ADMIN_MESSAGES.assigned(assigned.email, plan, assigned.venues.length));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      setServerErrors(setError, fields, FIELDS);
    }
  });

  return (
    <form className="ui-form plans__form" noValidate onSubmit={onSubmit} aria-label="Assign a plan">
      <TextField label="Account e-mail" type="email" required {...register('email')} errors={messagesOf(errors.email)} />
      <SelectField label="Plan" required {...register('plan')} errors={messagesOf(errors.plan)}>
        <SelectOptions options={plans.map((plan) => ({ value: plan.code, label: plan.name }))} />
      </SelectField>
      <SelectField label="Status" required {...register('status')} errors={messagesOf(errors.status)}>
        <SelectOptions options={plainOptions(SUBSCRIPTION_STATUS_VALUES)} />
      </SelectField>
      <TextField label="Billing page link (manual billing)" type="url" {...register('portal_link')} errors={messagesOf(errors.portal_link)} />
      <div className="ui-actions">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting || plans.length === 0}>
          Assign plan
        </Button>
      </div>
      {done && <p role="status">{done}</p>}
    </form>
  );
}
