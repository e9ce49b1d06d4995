import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The plans screen's words shared by its table and its two forms. */
export const planMessages = plainMessages(defineMessages({
  plan: { id: 'editor.plans.plan', defaultMessage: 'Plan' },
  allowance: { id: 'editor.plans.allowance', defaultMessage: 'Active events per venue' },
  newPlan: { id: 'editor.plans.newPlan', defaultMessage: 'New plan' },
  changePlanLabel: { id: 'editor.plans.changePlanLabel', defaultMessage: 'Change plan {name}' },
  assignPlan: { id: 'editor.plans.assignPlan', defaultMessage: 'Assign a plan' },
  assignButton: { id: 'editor.plans.assignButton', defaultMessage: 'Assign plan' },
}));
