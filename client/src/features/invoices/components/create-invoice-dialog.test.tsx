import type { Client } from '@shared/clients';
import { EXEMPTION_REASON_REQUIRED } from '@shared/tax';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  invoiceFixture,
  json,
  type Request,
  renderWithProviders,
  stubServer,
} from '../../../../../test/client-render';
import { CreateInvoiceDialog } from './create-invoice-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

/** A German company charging 19 % (7 % reduced), paid within 14 days. */
const settings = {
  companyName: 'Example Studio',
  email: 'billing@example-studio.example',
  country: 'DE',
  currency: 'EUR',
  taxRate: 19,
  vatScheme: 'standard',
  paymentTermsDays: 14,
  timeZone: 'Europe/Berlin',
  logo: null,
};

const client = (over: Partial<Client>): Client => ({
  language: 'en',
  contactName: null,
  salutation: 'none',
  id: 1,
  clientId: 'CL-0001',
  name: 'Initech',
  email: 'ap@initech.example',
  phone: null,
  address: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  region: null,
  country: 'DE',
  vatId: null,
  taxTreatment: 'domestic',
  paymentTermsDays: null,
  buyerReference: null,
  eInvoiceFormat: 'pdf',
  peppolId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  invoiceCount: 0,
  ...over,
});
const clients = [
  client({}),
  client({
    id: 2,
    clientId: 'CL-0002',
    name: 'Globex Inc',
    email: 'ap@globex.example',
    country: 'US',
    taxTreatment: 'non_eu',
    paymentTermsDays: 45,
  }),
  // A German public buyer taking XRechnung, its postal code not yet known.
  client({
    id: 3,
    clientId: 'CL-0003',
    name: 'Stadt Köln',
    postalCode: null,
    buyerReference: '05315-1234-56',
    eInvoiceFormat: 'xrechnung-cii',
  }),
];

function open(
  answer: (request: Request) => Response | undefined = () => undefined,
  onOpenChange: (open: boolean) => void = vi.fn(),
) {
  const requests = stubServer((request) => {
    const answered = answer(request);
    if (answered) return answered;
    if (request.url === '/api/settings') return json(settings);
    if (request.url === '/api/clients') return json(clients);
    if (request.url === '/api/invoices/next-number') return json({ invoiceNumber: 'INV-1000' });
    return undefined;
  });
  const user = renderWithProviders(<CreateInvoiceDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
  const line = (n: number) => within(dialog).getByRole('group', { name: `Line item ${n}` });
  return { user, dialog, line, requests };
}

/** Radix selects open from the keyboard in happy-dom; an option is then chosen by clicking it. */
async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  combobox.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillLine(user: UserEvent, line: HTMLElement, description: string, rate: string) {
  await user.type(within(line).getByLabelText('Description'), description);
  await user.clear(within(line).getByLabelText('Rate'));
  await user.type(within(line).getByLabelText('Rate'), rate);
}

const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('CreateInvoiceDialog: VAT per line', { timeout: 30_000 }, () => {
  it("offers the company's rates and 0 % per line, and totals one VAT row per rate", async () => {
    const { user, dialog, line } = open();
    const rate1 = within(line(1)).getByRole('combobox', { name: 'VAT rate for line 1' });
    await waitFor(() => expect(rate1).toHaveTextContent('19 %'));
    // A domestic client and a standard-rated line: the rate alone, no category select.
    expect(within(line(1)).queryByRole('combobox', { name: 'VAT category for line 1' })).toBeNull();

    rate1.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '19 %',
      '7 %',
      '0 %',
      'Exempt from VAT',
      'Reverse charge',
      'Intra-EU supply of goods',
      'Export of goods',
      'Not subject to VAT',
    ]);
    await user.keyboard('{Escape}');

    await fillLine(user, line(1), 'Design', '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    await fillLine(user, line(2), 'Books', '80');
    await choose(user, within(line(2)).getByRole('combobox', { name: 'VAT rate for line 2' }), '7 %');

    const rows = within(dialog).getAllByTestId('invoice-tax-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'VAT 19 % on €1,200.00€228.00',
      'VAT 7 % on €80.00€5.60',
    ]);
    expect(within(dialog).getByTestId('invoice-total')).toHaveTextContent('€1,513.60');
  });

  it('moves the lines still on the default to a new client’s default, keeps the ones set by hand, and shows the category and its note', async () => {
    const { user, dialog, line } = open();
    await waitFor(() =>
      expect(within(line(1)).getByRole('combobox', { name: 'VAT rate for line 1' })).toHaveTextContent(
        '19 %',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    await choose(user, within(line(2)).getByRole('combobox', { name: 'VAT rate for line 2' }), '7 %');

    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Globex Inc (CL-0002)');

    // Outside the EU the default is "not subject to VAT" (O at 0 %), shown on every line.
    expect(within(line(1)).getByRole('combobox', { name: 'VAT rate for line 1' })).toHaveTextContent('0 %');
    expect(within(line(1)).getByRole('combobox', { name: 'VAT category for line 1' })).toHaveTextContent(
      'Not subject to VAT',
    );
    expect(within(line(2)).getByRole('combobox', { name: 'VAT rate for line 2' })).toHaveTextContent('7 %');
    expect(within(line(2)).getByRole('combobox', { name: 'VAT category for line 2' })).toHaveTextContent(
      'Standard or reduced rate',
    );
    expect(dialog).toHaveTextContent('Not subject to VAT in Germany: place of supply abroad');
  });

  it('asks for the reason of exempt lines, and sends each line’s VAT with it', async () => {
    const { user, dialog, line, requests } = open(({ method }) =>
      method === 'POST' ? json({ id: 9 }, 201) : undefined,
    );
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    await fillLine(user, line(1), 'Consulting', '100');
    expect(within(dialog).queryByLabelText('Reason for VAT exemption')).toBeNull();

    await choose(
      user,
      within(line(1)).getByRole('combobox', { name: 'VAT rate for line 1' }),
      'Exempt from VAT',
    );
    expect(within(line(1)).getByRole('combobox', { name: 'VAT category for line 1' })).toHaveTextContent(
      'Exempt from VAT',
    );
    const reason = within(dialog).getByLabelText('Reason for VAT exemption');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining(EXEMPTION_REASON_REQUIRED)),
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(reason, 'Exempt under § 4 No. 21 UStG');
    expect(dialog).toHaveTextContent('VAT 0 % on €100.00€0.00Exempt under § 4 No. 21 UStG');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      currency: 'EUR',
      taxExemptionReason: 'Exempt under § 4 No. 21 UStG',
      serviceDate: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      lineItems: [{ description: 'Consulting', rate: '100', taxRate: 0, taxCategory: 'E' }],
    });
  });

  it("shows the server's refusal of a line's VAT under that line", async () => {
    const message = 'VAT category S needs a rate above 0';
    const { user, dialog, line } = open(({ method }) =>
      method === 'POST'
        ? json({ message: 'Invalid input', errors: [{ path: 'lineItems.1.taxRate', message }] }, 400)
        : undefined,
    );
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    await fillLine(user, line(1), 'Design', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Line Item' }));
    await fillLine(user, line(2), 'Books', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));

    expect(await within(line(2)).findByText(message)).toBeInTheDocument();
    expect(within(line(2)).getByRole('combobox', { name: 'VAT rate for line 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(line(1)).queryByText(message)).toBeNull();
  });
});

describe('CreateInvoiceDialog: dates', { timeout: 30_000 }, () => {
  it("moves the due date with the issue date and the client's terms until it is set by hand", async () => {
    const { user, dialog } = open();
    const issue = within(dialog).getByLabelText('Issue Date');
    const due = within(dialog).getByLabelText('Due Date');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR'),
    );

    setDate(issue, '2026-03-01');
    await waitFor(() => expect(due).toHaveValue('2026-03-15')); // the company's 14 days
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Globex Inc (CL-0002)');
    await waitFor(() => expect(due).toHaveValue('2026-04-15')); // the client's own 45 days

    setDate(due, '2026-05-01');
    setDate(issue, '2026-03-10');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    expect(due).toHaveValue('2026-05-01');
  });

  it('takes a service date, empty meaning the issue date, or a period with both its dates', async () => {
    const { user, dialog, line, requests } = open(({ method }) =>
      method === 'POST' ? json({ id: 9 }, 201) : undefined,
    );
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    await fillLine(user, line(1), 'Hosting', '20');
    setDate(within(dialog).getByLabelText('Issue Date'), '2026-12-01');
    expect(within(dialog).getByLabelText('Service date')).toHaveAccessibleDescription(
      /Leave empty for the issue date \(.+\)\./,
    );

    await user.click(within(dialog).getByRole('switch', { name: 'Service period' }));
    expect(within(dialog).queryByLabelText('Service date')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await within(dialog).findByText('Service period start is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service period end is required')).toBeInTheDocument();

    setDate(within(dialog).getByLabelText('Service period start'), '2026-11-01');
    setDate(within(dialog).getByLabelText('Service period end'), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      issueDate: '2026-12-01',
      serviceDate: null,
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
    });
  });
});

describe('CreateInvoiceDialog: e-invoice', { timeout: 30_000 }, () => {
  it('fills the buyer reference from the client until it is typed by hand, and sends it', async () => {
    const { user, dialog, line, requests } = open(({ method }) =>
      method === 'POST' ? json({ id: 9 }, 201) : undefined,
    );
    const reference = within(dialog).getByLabelText('Buyer reference');
    const clientSelect = within(dialog).getByRole('combobox', { name: 'Client' });
    await choose(user, clientSelect, 'Stadt Köln (CL-0003)');
    await waitFor(() => expect(reference).toHaveValue('05315-1234-56'));
    await choose(user, clientSelect, 'Initech (CL-0001)');
    await waitFor(() => expect(reference).toHaveValue(''));
    await choose(user, clientSelect, 'Stadt Köln (CL-0003)');
    await waitFor(() => expect(reference).toHaveValue('05315-1234-56'));

    await user.clear(reference);
    await user.type(reference, 'PO-4711');
    await choose(user, clientSelect, 'Initech (CL-0001)');
    expect(reference).toHaveValue('PO-4711');
    await fillLine(user, line(1), 'Hosting', '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ buyerReference: 'PO-4711' });
  });

  it("lists what an XRechnung client's invoice lacks; a form field gets focus, the rest opens where it is fixed", async () => {
    const { user, dialog } = open();
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Stadt Köln (CL-0003)');
    const panel = await within(dialog).findByRole('region', { name: 'E-invoice' });
    expect(panel).toHaveTextContent('Stadt Köln receives an XML e-invoice beside the PDF.');
    const missing = () => within(panel).getByRole('list', { name: 'To send it as XRechnung (CII), add:' });
    const postalCode = within(missing()).getByRole('link', { name: /The client's postal code is missing/ });
    expect(postalCode).toHaveAttribute('href', '/clients?edit=3');
    expect(postalCode).toHaveAttribute('target', '_blank');
    expect(within(missing()).getByRole('link', { name: /company's phone number/ })).toHaveAttribute(
      'href',
      '/settings?field=phone',
    );
    expect(within(missing()).queryByText('XRechnung needs the buyer reference (Leitweg-ID)')).toBeNull();

    const reference = within(dialog).getByLabelText('Buyer reference');
    await user.clear(reference);
    await user.click(
      await within(missing()).findByRole('button', {
        name: 'XRechnung needs the buyer reference (Leitweg-ID)',
      }),
    );
    expect(reference).toHaveFocus();
    await user.type(reference, '05315-1234-56');
    await waitFor(() =>
      expect(within(missing()).queryByText('XRechnung needs the buyer reference (Leitweg-ID)')).toBeNull(),
    );
  });

  it('says "E-invoice ready" for a PDF client once the company and the invoice hold what Factur-X needs', async () => {
    const { user, dialog, line } = open(({ url }) => {
      if (url === '/api/settings') return json({ ...settings, vatId: 'DE123456789' });
      if (url === '/api/auth/user') return json({ id: 'u1', firstName: 'Ada', lastName: 'Meyer' });
      return undefined;
    });
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    const panel = await within(dialog).findByRole('region', { name: 'E-invoice' });
    expect(panel).toHaveTextContent('Initech receives the PDF with its e-invoice inside.');
    await user.click(within(panel).getByRole('button', { name: 'Line 1 needs a description' }));
    expect(within(line(1)).getByLabelText('Description')).toHaveFocus();
    await fillLine(user, line(1), 'Hosting', '20');
    expect(await within(panel).findByRole('status')).toHaveTextContent('E-invoice ready: Factur-X / ZUGFeRD');
  });

  it('opens an invoice for editing with the cursor in the field the e-invoice check named', async () => {
    stubServer(({ url }) => {
      if (url === '/api/settings') return json(settings);
      if (url === '/api/clients') return json(clients);
      return undefined;
    });
    renderWithProviders(
      <CreateInvoiceDialog
        open
        onOpenChange={vi.fn()}
        editing={invoiceFixture({ status: 'draft', clientId: 3, buyerReference: null })}
        focusField="buyerReference"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Invoice INV-1003' });
    await waitFor(() => expect(within(dialog).getByLabelText('Buyer reference')).toHaveFocus(), {
      timeout: 5000,
    });
  });
});

describe('CreateInvoiceDialog: typed work is not thrown away unasked', { timeout: 30_000 }, () => {
  const discard = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });

  it('asks on Escape, keeps what was typed with Keep editing, and closes on Discard', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog, line } = open(undefined, onOpenChange);
    const description = within(line(1)).getByLabelText('Description');
    await user.type(description, 'Website relaunch');

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(asked).toHaveTextContent('What you typed in this form will be lost.');
    // The question has the focus, and nothing was closed or cleared.
    await waitFor(() => expect(asked).toContainElement(document.activeElement as HTMLElement));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(description).toHaveValue('Website relaunch');

    await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discard()).toBeNull());
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveValue('Website relaunch');
    expect(onOpenChange).not.toHaveBeenCalled();

    // The close button asks the same; Discard closes.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks on Cancel once a client is chosen', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = open(undefined, onOpenChange);
    await choose(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech (CL-0001)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes an untouched form at once, by Escape and by Cancel', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog, line } = open(undefined, onOpenChange);
    // Filled from the settings (currency, due date, each line's VAT) — not typed by the user.
    await waitFor(() =>
      expect(within(line(1)).getByRole('combobox', { name: 'VAT rate for line 1' })).toHaveTextContent(
        '19 %',
      ),
    );
    within(line(1)).getByLabelText('Description').focus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(discard()).toBeNull();
  });
});
