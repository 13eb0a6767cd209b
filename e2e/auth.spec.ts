import { expect, expectAccessible, expectToast, PASSWORD, signUpViaApi, test, uniqueEmail } from './fixtures';

test('landing → sign up (with field errors) → dashboard → sign out → sign in → delete account', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page
      .getByRole('heading', { level: 3, name: 'Invoice Management' })
      .or(page.getByText('Invoice Management')),
  ).toBeVisible();
  await expect(page.getByText('Smart Reminders')).toBeVisible();
  await expect(page.getByText('Analytics & Reports')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up & Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Create your account to get started')).toBeVisible();

  // Every field error first.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('longbutweak');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // Show/hide toggle.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');

  const email = uniqueEmail('signup');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Confirm password').fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectToast(page, 'Registration successful', "Welcome to Duely! You're now logged in.");

  // The user menu is named by what it shows (WCAG 2.5.3): the name, then the email. It signs out.
  const userMenu = page.getByRole('button', { name: `Grace Hopper ${email}`, exact: true });
  await expect(userMenu).toHaveAttribute('aria-haspopup', 'menu');
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up & Get Started' })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: `Grace Hopper ${email}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you absolutely sure?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The account is gone.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed');
  await context.close();
});

test('a wrong password shows the Login failed toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('Whatever1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Invalid email or password.');
});

test('signing out removes the session cookie from the browser', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A page that runs no app code, so no other request touches the cookie in between.
  await page.goto('/api/health');
  const call = (path: string, body?: object) =>
    page.evaluate(
      async ([path, body]) =>
        (
          await fetch(path as string, {
            method: 'POST',
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
          })
        ).status,
      [path, body] as const,
    );
  const sessionCookie = async () => (await context.cookies()).find((c) => c.name === 'duely.sid');
  const password = 'Str0ngPassword';
  const email = uniqueEmail('signout');
  expect(await call('/api/auth/register', { email, password, confirmPassword: password })).toBe(201);
  expect(await sessionCookie()).toBeDefined();
  expect(await call('/api/auth/logout')).toBe(200);
  expect(await sessionCookie()).toBeUndefined();
  await context.close();
});

test('unknown paths show the 404 page, speaking to users, with a way home', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("We can't find that page")).toBeVisible();
  await expect(page.getByText(/router/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up & Get Started' })).toBeVisible();

  await signUpViaApi(page);
  await page.goto('/invoices/no/such/page');
  await expect(page.getByText("We can't find that page")).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.close();
});

test('change password on the Account page: field errors, other sessions end, this one stays (issue #22 item 17)', async ({
  browser,
  signedIn: { page, email },
}) => {
  // A second browser signed in as the same user.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  expect(
    (await otherPage.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/account');
  const card = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await expect(card.getByLabel('Current password')).toBeVisible();

  // The registration rules and messages; a wrong current password is told at its field.
  await card.getByLabel('New password', { exact: true }).fill('longbutweak');
  await card.getByLabel('Confirm new password').fill('longbutweak');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Current password is required')).toBeVisible();
  await expect(
    card.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();
  await card.getByLabel('Current password').fill('Wrong9Password');
  await card.getByLabel('New password', { exact: true }).fill('Changed9Password');
  await card.getByLabel('Confirm new password').fill('Changed9Password');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Current password is incorrect')).toBeVisible();

  // Show/hide like Sign Up.
  const current = card.getByLabel('Current password');
  await expect(current).toHaveAttribute('type', 'password');
  await card.getByRole('button', { name: 'Show password' }).first().click();
  await expect(current).toHaveAttribute('type', 'text');

  await current.fill(PASSWORD);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(current).toHaveValue('');
  await expectAccessible(page);

  // This browser stays signed in; the other one is signed out; the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
  const again = await otherPage.request.post('/api/auth/login', {
    data: { email, password: 'Changed9Password' },
  });
  expect(again.status()).toBe(200);
  await other.close();
});
