import type { Plan } from '@events/contracts/billing';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { usePlans } from '../api/plan-admin';
import { AssignPlanForm } from './assign-plan-form';
import { PlanForm } from './plan-form';
import { planMessages } from './plan-messages';
import './plans.css';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.plans.title', defaultMessage: 'Plans' },
  saved: { id: 'editor.plans.saved', defaultMessage: 'Plan {name} saved.' },
  noLimit: { id: 'editor.plans.noLimit', defaultMessage: 'No limit' },
  code: { id: 'editor.plans.code', defaultMessage: 'Code' },
  soldOnline: { id: 'editor.plans.soldOnline', defaultMessage: 'Sold online' },
  yes: { id: 'editor.plans.yes', defaultMessage: 'Yes' },
  no: { id: 'editor.plans.no', defaultMessage: 'No' },
  change: { id: 'editor.plans.change', defaultMessage: 'Change' },
  changeName: { id: 'editor.plans.changeName', defaultMessage: 'Change {name}' },
}));

const allowance = (intl: IntlShape, plan: Plan) =>
  plan.activeEventsAllowed === null ? intl.formatMessage(messages.noLimit) : intl.formatNumber(plan.activeEventsAllowed);

/**
 * Plans, /editor/plans/ (superusers; issue 27): the plans with their allowance, a form to create or change one
 * (plan:set), and one to put an account's venues on a plan (plan:assign).
 */
export function PlansPage() {
  const intl = useAppIntl();
  const plans = usePlans();
  // null: the new-plan form; a plan: its change form. The key remounts the form with the chosen plan's values.
  const [editing, setEditing] = useState<Plan | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: DataTableColumn<Plan>[] = [
    { key: 'plan', header: intl.formatMessage(planMessages.plan), rowHeader: true, cell: (plan) => plan.name },
    { key: 'code', header: intl.formatMessage(messages.code), cell: (plan) => plan.code },
    { key: 'allowance', header: intl.formatMessage(planMessages.allowance), cell: (plan) => allowance(intl, plan) },
    { key: 'purchasable', header: intl.formatMessage(messages.soldOnline), cell: (plan) => intl.formatMessage(plan.purchasable ? messages.yes : messages.no) },
    buttonColumn(intl.formatMessage(messages.change), (plan) => intl.formatMessage(messages.changeName, { name: plan.name }), (plan) => {
      setSaved(null);
      setEditing(plan);
    }),
  ];

  let body;
  if (plans.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void plans.refetch()} />;
  else if (plans.isPending) body = <Spinner />;
  else {
    body = (
      <>
        <DataTable className="plans__table" caption={intl.formatMessage(messages.title)} columns={columns} rows={plans.data.results} rowKey={(plan) => plan.code} empty={null} />
        <div className="plans__forms">
          <section aria-labelledby="plans-edit-heading">
            <h2 id="plans-edit-heading">{editing ? intl.formatMessage(messages.changeName, { name: editing.name }) : intl.formatMessage(planMessages.newPlan)}</h2>
            <PlanForm
              key={editing?.code ?? 'new'}
              plan={editing}
              onSaved={(plan) => {
                setEditing(null);
                setSaved(intl.formatMessage(messages.saved, { name: plan.name }));
              }}
            />
            {saved && <p role="status">{saved}</p>}
          </section>
          <section aria-labelledby="plans-assign-heading">
            <h2 id="plans-assign-heading">{intl.formatMessage(planMessages.assignPlan)}</h2>
            <AssignPlanForm plans={plans.data.results} />
          </section>
        </div>
      </>
    );
  }

  return (
    <div className="ui-page plans">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {body}
    </div>
  );
}
