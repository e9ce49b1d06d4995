import type { Plan } from '@events/contracts/billing';
import { ERRORS } from '@events/contracts/messages';
import { PLAN_ADMIN_MESSAGES } from '@events/contracts/plan-admin';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { usePlans } from '../api/plan-admin';
import { AssignPlanForm } from './assign-plan-form';
import { PlanForm } from './plan-form';
import './plans.css';

const allowance = (plan: Plan) => (plan.activeEventsAllowed === null ? 'No limit' : plan.activeEventsAllowed.toLocaleString('en-US'));

/**
 * Plans, /editor/plans/ (superusers; issue 27): the plans with their allowance, a form to create or change one
 * (plan:set), and one to put an account's venues on a plan (plan:assign).
 */
export function PlansPage() {
  const plans = usePlans();
  // null: the new-plan form; a plan: its change form. The key remounts the form with the chosen plan's values.
  const [editing, setEditing] = useState<Plan | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: DataTableColumn<Plan>[] = [
    { key: 'plan', header: 'Plan', rowHeader: true, cell: (plan) => plan.name },
    { key: 'code', header: 'Code', cell: (plan) => plan.code },
    { key: 'allowance', header: 'Active events per venue', cell: allowance },
    { key: 'purchasable', header: 'Sold online', cell: (plan) => (plan.purchasable ? 'Yes' : 'No') },
    buttonColumn('Change', (plan) => `Change ${plan.name}`, (plan) => {
      setSaved(null);
      setEditing(plan);
    }),
  ];

  let body;
  if (plans.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void plans.refetch()} />;
  else if (plans.isPending) body = <Spinner />;
  else {
    body = (
      <>
        <DataTable className="plans__table" caption="Plans" columns={columns} rows={plans.data.results} rowKey={(plan) => plan.code} empty={null} />
        <div className="plans__forms">
          <section aria-labelledby="plans-edit-heading">
            <h2 id="plans-edit-heading">{editing ? `Change ${editing.name}` : 'New plan'}</h2>
            <PlanForm
              key={editing?.code ?? 'new'}
              plan={editing}
              onSaved={(plan) => {
                setEditing(null);
                setSaved(PLAN_ADMIN_MESSAGES.saved(plan.name));
              }}
            />
            {saved && <p role="status">{saved}</p>}
          </section>
          <section aria-labelledby="plans-assign-heading">
            <h2 id="plans-assign-heading">Assign a plan</h2>
            <AssignPlanForm plans={plans.data.results} />
          </section>
        </div>
      </>
    );
  }

  return (
    <div className="ui-page plans">
      <h1>{PLAN_ADMIN_MESSAGES.title}</h1>
      {body}
    </div>
  );
}
