import type { Plan } from '@events/contracts/billing';
import { ERRORS } from '@events/contracts/messages';
import { PLAN_ADMIN_MESSAGES } from '@events/contracts/plan-admin';
import { ActionsColumnHeader } from '@events/ui/actions-column-header';
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

  let body;
  if (plans.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void plans.refetch()} />;
  else if (plans.isPending) body = <Spinner />;
  else {
    body = (
      <>
        <table className="plans__table">
          <caption className="ui-visually-hidden">Plans</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Code</th>
              <th scope="col">Active events per venue</th>
              <th scope="col">Sold online</th>
              <ActionsColumnHeader />
            </tr>
          </thead>
          <tbody>
            {plans.data.results.map((plan) => (
              <tr key={plan.code}>
                <th scope="row">{plan.name}</th>
                <td>{plan.code}</td>
                <td>{allowance(plan)}</td>
                <td>{plan.purchasable ? 'Yes' : 'No'}</td>
                <td>
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    aria-label={`Change ${plan.name}`}
                    onClick={() => {
                      setSaved(null);
                      setEditing(plan);
                    }}
                  >
                    Change
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
