import { fieldErrorsOf } from '@events/api-client/field-errors';
import type { Plan } from '@events/contracts/billing';
import { PLAN_NAME_MAX, planFormSchema, type PlanFormValues } from '@events/contracts/plan-admin';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { messagesOf } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { useSchemaForm } from '@events/ui/use-schema-form';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { PLANS_KEY, savePlan } from '../api/plan-admin';
import { planMessages } from './plan-messages';

const messages = plainMessages(defineMessages({
  code: { id: 'editor.planForm.code', defaultMessage: 'Code' },
  codeHint: { id: 'editor.planForm.codeHint', defaultMessage: 'Lower-case letters, digits, - or _.' },
  name: { id: 'editor.planForm.name', defaultMessage: 'Name' },
  noLimit: { id: 'editor.planForm.noLimit', defaultMessage: 'No limit' },
  savePlan: { id: 'editor.planForm.savePlan', defaultMessage: 'Save plan' },
  createPlan: { id: 'editor.planForm.createPlan', defaultMessage: 'Create plan' },
}));

const valuesOf = (plan: Plan | null): PlanFormValues => ({
  code: plan?.code ?? '',
  name: plan?.name ?? '',
  noLimit: plan !== null && plan.activeEventsAllowed === null,
  allowance: plan?.activeEventsAllowed === null || plan === null ? '' : String(plan.activeEventsAllowed),
});

/** A new plan (plan === null) or a change of one: name and active events per venue, or no limit. */
export function PlanForm({ plan, onSaved }: { plan: Plan | null; onSaved: (saved: Plan) => void }) {
  const intl = useAppIntl();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(planFormSchema, valuesOf(plan));
  const noLimit = useWatch({ control, name: 'noLimit' });

  const onSubmit = handleSubmit(async ({ code, body }) => {
    try {
      const stored = await savePlan(code, body);
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      onSaved(stored);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) throw error;
      for (const [field, messages] of Object.entries(fields)) {
        const target = field === 'active_events_allowed' ? 'allowance' : field === 'code' || field === 'name' ? field : 'root';
        setError(target, { message: messages.join(' ') });
      }
    }
  });

  return (
    <form className="ui-form plans__form" noValidate onSubmit={onSubmit} aria-label={plan ? intl.formatMessage(planMessages.changePlanLabel, { name: plan.name }) : intl.formatMessage(planMessages.newPlan)}
    >
      <TextField
        label={intl.formatMessage(messages.code)}
        required
        disabled={plan !== null}
        description={intl.formatMessage(messages.codeHint)}
        {...register('code')}
        errors={messagesOf(errors.code)}
      />
      <TextField label={intl.formatMessage(messages.name)} required maxLength={PLAN_NAME_MAX} {...register('name')} errors={messagesOf(errors.name)} />
      <TextField label={intl.formatMessage(planMessages.allowance)} inputMode="numeric" disabled={noLimit} {...register('allowance')} errors={messagesOf(errors.allowance)} />
      <label className="plans__check">
        <input type="checkbox" {...register('noLimit')} /> {intl.formatMessage(messages.noLimit)}
      </label>
      {errors.root && <p role="alert">{errors.root.message}</p>}
      <div className="ui-actions">
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {intl.formatMessage(plan ? messages.savePlan : messages.createPlan)}
        </Button>
      </div>
    </form>
  );
}
