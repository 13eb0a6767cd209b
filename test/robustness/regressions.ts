/**
 * Inputs that once answered 500 (values a PostgreSQL column cannot hold). Each keeps its own test in
 * robustness.test.ts, on top of the sweeps, so the fix cannot quietly come undone.
 */
export interface Regression {
  route: string;
  field: string;
  value: unknown;
  why: string;
}

export const REGRESSIONS: Regression[] = [
  {
    route: 'POST /api/invoices',
    field: 'clientId',
    value: 2_147_483_648,
    why: 'an id beyond the integer column overflowed in the client lookup',
  },
  {
    route: 'POST /api/invoices',
    field: 'reminderFlowTemplateId',
    value: 2_147_483_648,
    why: 'an id beyond the integer column overflowed in the template lookup',
  },
  {
    route: 'POST /api/invoices',
    field: 'issueDate',
    value: '0000-01-01',
    why: 'year 0000 is no PostgreSQL date',
  },
  {
    route: 'POST /api/invoices/{id}/reminder-schedule',
    field: 'startDate',
    value: '0000-01-01',
    why: 'year 0000 is no PostgreSQL date',
  },
  {
    route: 'PUT /api/invoices/{id}/reminder-schedule',
    field: 'startDate',
    value: '0000-01-01',
    why: 'year 0000 is no PostgreSQL date',
  },
];
