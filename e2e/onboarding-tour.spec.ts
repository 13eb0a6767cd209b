import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, setUpCompanyViaApi, test } from './fixtures';

/** Everything the onboarding's company step asks for: the tour starts once it is done (issue 2/7 item 16). */
const COMPANY = {
  companyName: 'Example Studio',
  email: 'billing@example-studio.example',
  address: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  iban: 'DE89370400440532013000',
};

/** The highlight ring encloses the element the step is about. */
async function expectHighlighted(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(async () => {
    const ring = await page.getByTestId('tour-highlight').boundingBox();
    const box = await target.boundingBox();
    expect(ring && box).toBeTruthy();
    if (!ring || !box) return;
    expect(ring.x).toBeLessThanOrEqual(box.x);
    expect(ring.y).toBeLessThanOrEqual(box.y);
    expect(ring.x + ring.width).toBeGreaterThanOrEqual(box.x + box.width);
    expect(ring.y + ring.height).toBeGreaterThanOrEqual(box.y + box.height);
  }).toPass();
}

/**
 * The dashboard has rendered for the signed-in user, the render in which the tour decides whether
 * to show, and this browser remembers the tour as `how`: so no tour is on the page.
 */
async function expectNoTour(page: Page, userId: string, how: 'completed' | 'skipped') {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-tour="recent-invoices"]')).toBeVisible();
  const stored = await page.evaluate((id) => localStorage.getItem(`duely.tour.completed.${id}`), userId);
  expect(JSON.parse(stored ?? '{}').how).toBe(how);
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
}

test('the guided tour walks through three steps once, and Restart tour brings it back', async ({
  signedIn,
}) => {
  const { page, user } = signedIn;
  await setUpCompanyViaApi(page, COMPANY);
  await page.goto('/');
  const tour = page.getByRole('dialog', { name: 'Create Your First Invoice' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Step 1 of 3');
  await expect(tour.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await expectHighlighted(page, page.locator('[data-tour="create-invoice"]'));
  await expectAccessible(page);

  // Keyboard focus stays in the tour.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip tour' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();

  await page.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'Track Your Performance' });
  await expect(second).toContainText('Step 2 of 3');
  await expectHighlighted(page, page.locator('[data-tour="stats-cards"]'));
  await second.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Your First Invoice' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const third = page.getByRole('dialog', { name: 'Manage Your Invoices' });
  await expect(third).toContainText('Step 3 of 3');
  // What Recent Invoices really offers: its row actions and the link to the full list.
  await expect(third).toContainText(
    'view one, download its PDF, send a draft, remind the client of an unpaid one or mark it paid',
  );
  await expect(third).toContainText('“View all” opens the full list.');
  await expectHighlighted(page, page.locator('[data-tour="recent-invoices"]'));
  await third.getByRole('button', { name: 'Get Started!' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Remembered for this user: not shown again after a reload.
  await page.reload();
  await expectNoTour(page, user.id, 'completed');

  // Account → Restart tour shows it again on the dashboard; Escape skips it for good.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Restart tour' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Create Your First Invoice' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
  await page.reload();
  await expectNoTour(page, user.id, 'skipped');
});

test('the tour is remembered per user, and its close button skips it', async ({ signedIn }) => {
  const { page, user } = signedIn;
  await setUpCompanyViaApi(page, COMPANY);
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
  expect(await page.evaluate((id) => localStorage.getItem(`duely.tour.completed.${id}`), user.id)).toContain(
    'skipped',
  );

  // Another user in the same browser still gets the tour.
  await page.request.post('/api/auth/logout');
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `tour-${Date.now()}@example.com`,
      password: 'Sup3rSecret!',
      confirmPassword: 'Sup3rSecret!',
      firstName: 'Second',
      lastName: 'User',
    },
  });
  expect(res.status()).toBe(201);
  await setUpCompanyViaApi(page, COMPANY);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Create Your First Invoice' })).toBeVisible();
});

test('the dashboard onboarding steps link to their pages and tick off what is done', async ({ signedIn }) => {
  const { page } = signedIn;
  await page.goto('/');
  const steps = page.getByTestId('onboarding-dashboard');
  await expect(steps).toContainText('0 of 4 done');
  // The company is not set up yet: the steps lead, and no tour speaks of invoices before them.
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
  await expect(steps.getByRole('heading', { name: /Add Your First Client/ })).toBeVisible();
  await expect(steps.getByRole('heading', { name: /Create Your First Invoice/ })).toBeVisible();
  await expect(steps.getByRole('heading', { name: /Set Up Reminders/ })).toBeVisible();
  await expect(steps).toContainText('Tip:');
  await expect(steps.getByRole('link', { name: 'Add Client' })).toHaveAttribute('href', '/clients?new=1');
  await expect(steps.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute('href', '/invoices');
  await expect(steps.getByRole('link', { name: 'Set Up Reminders' })).toHaveAttribute('href', '/reminders');
  await expectAccessible(page);

  // Add Client opens the client form itself, not only the page.
  await steps.getByRole('link', { name: 'Add Client' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.goBack();
  await steps.getByRole('link', { name: 'Set Up Reminders' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  await page.goBack();
  await steps.getByRole('link', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices$/);

  // A client ticks off step 1.
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'First Client', email: 'first@example.com' },
  });
  expect(client.status()).toBe(201);
  await page.goto('/');
  await expect(steps.getByTestId('onboarding-step-clients')).toHaveAttribute('data-done', 'true');
  await expect(steps.getByTestId('onboarding-step-invoices')).toHaveAttribute('data-done', 'false');
  await expect(steps).toContainText('1 of 4 done');
  await expect(steps.getByRole('link', { name: 'Add Another Client' })).toBeVisible();

  // Editing the reminder flow ticks off step 3.
  const templates = (await (await page.request.get('/api/reminder-flow-templates')).json()) as {
    id: number;
  }[];
  const starter = templates[0] as Record<string, unknown> & { id: number };
  const { id, createdAt: _c, updatedAt: _u, ...body } = starter;
  const edited = await page.request.put(`/api/reminder-flow-templates/${id}`, {
    data: { ...body, firstReminderDaysAfter: 5 },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await page.reload();
  await expect(steps.getByTestId('onboarding-step-reminders')).toHaveAttribute('data-done', 'true');
  await expect(steps).toContainText('2 of 4 done');

  // The first invoice completes onboarding: the panel makes way for the dashboard.
  const { id: clientId } = (await client.json()) as { id: number };
  const invoice = await page.request.post('/api/invoices', {
    data: {
      clientId,
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      status: 'draft',
      lineItems: [{ description: 'Work', quantity: 1, rate: '10' }],
    },
  });
  expect(invoice.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByTestId('recent-invoices').or(page.locator('[data-tour="recent-invoices"]')),
  ).toBeVisible();
  await expect(steps).toHaveCount(0);
});

test('the tour shows once the company is set up, and never to a user who already has an invoice (issue 2/7 item 16)', async ({
  signedIn,
}) => {
  const { page } = signedIn;
  await setUpCompanyViaApi(page, COMPANY);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Create Your First Invoice' })).toBeVisible();

  // An invoice made elsewhere (another tab, the API) before the tour was ever finished or skipped.
  const client = await page.request.post('/api/clients', {
    data: { language: 'en', name: 'First Client', email: 'first@example.com' },
  });
  const invoice = await page.request.post('/api/invoices', {
    data: {
      clientId: (await client.json()).id,
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      lineItems: [{ description: 'Work', quantity: 1, rate: '10' }],
    },
  });
  expect(invoice.status()).toBe(201);
  await page.reload();
  await expect(page.locator('[data-tour="recent-invoices"]')).toContainText('First Client');
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
});

test('each page shows its onboarding empty state with a call to action', async ({ signedIn }) => {
  const { page } = signedIn;

  await page.goto('/clients');
  const clients = page.getByTestId('onboarding-clients');
  await expect(clients.getByRole('heading', { name: 'No clients found' })).toBeVisible();
  await expect(clients).toContainText('Add your first client to get started');
  await clients.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Client' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/invoices');
  const invoices = page.getByTestId('onboarding-invoices');
  await expect(invoices.getByRole('heading', { name: 'No invoices found' })).toBeVisible();
  await expect(invoices).toContainText('Create your first invoice to get started');
  await invoices.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Invoice' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/reminders');
  const reminders = page.getByTestId('onboarding-reminders');
  await expect(reminders.getByRole('heading', { name: 'No reminders yet' })).toBeVisible();
  await expect(reminders.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute('href', '/invoices');

  await page.goto('/reports');
  const reports = page.getByTestId('onboarding-reports');
  await expect(reports.getByRole('heading', { name: 'Nothing to report yet' })).toBeVisible();
  await expect(reports.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
});
