import { useTestApp } from '../../testing/test-app.js';
import { listRoutePolicies, policyProblems } from './route-policies.js';

describe('every route declares its access policy (house rule 4)', () => {
  // The whole app: the policies of every route.
  const t = useTestApp();

  it('finds the routes of the app', () => {
    const routes = listRoutePolicies(t.app).map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining(['GET /health', 'GET /events/api/event_types', 'GET /events/api/v1/frontend/remotes']),
    );
  });

  it("declares every route from an endpoint, with the endpoint's access as its policy", () => {
    expect(policyProblems(listRoutePolicies(t.app))).toEqual([]);
  });

  it('has no route without @Public() or @Roles(...)', () => {
    const undeclared = listRoutePolicies(t.app)
      .filter((route) => route.policy.kind === 'none')
      .map((route) => `${route.method} ${route.path} (${route.handler})`);
    expect(undeclared).toEqual([]);
  });
});
