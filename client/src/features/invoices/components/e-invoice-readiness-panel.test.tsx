import type { EInvoiceReadiness } from '@shared/e-invoice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { EInvoiceReadinessPanel } from './e-invoice-readiness-panel';
import { InvoiceEInvoiceMenu } from './invoice-e-invoice-menu';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const missingReference = {
  path: 'invoice.buyerReference',
  message: 'XRechnung needs the buyer reference (Leitweg-ID)',
};
const missingPostalCode = { path: 'client.postalCode', message: "The client's postal code is missing" };
const ready = { ready: true, problems: [] };
const xrechnung = { ready: false, problems: [missingReference, missingPostalCode] };
const readiness: EInvoiceReadiness = {
  issued: false,
  primary: 'xrechnung-cii',
  formats: {
    facturx: ready,
    'xrechnung-cii': xrechnung,
    'xrechnung-ubl': xrechnung,
    peppol: {
      ready: false,
      problems: [
        { path: 'settings.vatId', message: 'Peppol finds your company by its EU VAT ID: add it in Settings' },
      ],
    },
    cii: ready,
    ubl: ready,
  },
};

function server(
  extra: (url: string) => Response | undefined = () => undefined,
  answer: EInvoiceReadiness = readiness,
) {
  return stubServer(({ url }) => {
    if (url === '/api/invoices/7/e-invoice/readiness') return json(answer);
    if (url === '/api/clients') return json([{ id: 3, name: 'Stadt Köln', eInvoiceFormat: 'xrechnung-cii' }]);
    return extra(url);
  });
}

describe('the invoice view’s e-invoice check', { timeout: 30_000 }, () => {
  it("shows the client's format first with what to add, the other formats in a disclosure", async () => {
    server();
    const onEditField = vi.fn();
    const user = renderWithProviders(
      <EInvoiceReadinessPanel invoice={invoiceFixture({ status: 'draft' })} onEditField={onEditField} />,
    );
    const panel = screen.getByRole('region', { name: 'E-invoice' });
    const list = await within(panel).findByRole('list', { name: 'To send it as XRechnung (CII), add:' });
    expect(within(list).getByRole('link', { name: /The client's postal code is missing/ })).toHaveAttribute(
      'href',
      '/clients?edit=3',
    );
    await user.click(within(list).getByRole('button', { name: missingReference.message }));
    expect(onEditField).toHaveBeenCalledWith('buyerReference');

    const others = within(panel).getByText('Other formats');
    expect(
      within(panel).getByRole('heading', { name: 'Factur-X / ZUGFeRD', hidden: true }),
    ).not.toBeVisible();
    await user.click(others);
    expect(within(panel).getByRole('heading', { name: 'Factur-X / ZUGFeRD' })).toBeVisible();
    expect(within(panel).queryAllByRole('status')).toEqual([]);
    expect(within(panel).getAllByText('Ready')).toHaveLength(3);
    expect(
      within(panel).getByRole('list', { name: 'To send it as Peppol BIS Billing 3.0, add:' }),
    ).toHaveTextContent('Peppol finds your company by its EU VAT ID: add it in Settings');
  });

  it('names an issued invoice’s own fields without a button, and says a correction carries what is added', async () => {
    server(undefined, { ...readiness, issued: true });
    renderWithProviders(<EInvoiceReadinessPanel invoice={invoiceFixture()} />);
    const list = await screen.findByRole('list', { name: 'To send it as XRechnung (CII), add:' });
    expect(within(list).getByText(missingReference.message).tagName).toBe('SPAN');
    expect(screen.getByText(/An issued invoice keeps the details it was issued with/)).toHaveTextContent(
      'then correct the invoice: the new invoice carries it.',
    );
  });

  it('shows the format the server names first, and no correction note for a draft', async () => {
    server(undefined, { ...readiness, primary: 'peppol' });
    renderWithProviders(<EInvoiceReadinessPanel invoice={invoiceFixture({ status: 'draft' })} />);
    await screen.findByRole('list', { name: 'To send it as Peppol BIS Billing 3.0, add:' });
    expect(screen.queryByText(/An issued invoice keeps/)).toBeNull();
  });
});

describe('Download e-invoice', { timeout: 30_000 }, () => {
  it('offers the ready formats and saves the file the server names', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    const requests = server((url) =>
      url.startsWith('/api/invoices/7/e-invoice?')
        ? new Response('<Invoice/>', {
            headers: {
              'content-type': 'application/xml; charset=utf-8',
              'content-disposition': 'attachment; filename="INV-1003-cii.xml"',
            },
          })
        : undefined,
    );
    const user = renderWithProviders(<InvoiceEInvoiceMenu invoice={invoiceFixture()} />);
    const trigger = screen.getByRole('button', { name: 'Download e-invoice' });
    await waitFor(() => expect(trigger).toBeEnabled());
    await user.click(trigger);
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Factur-X / ZUGFeRD',
      'EN 16931 (CII)',
      'EN 16931 (UBL)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'EN 16931 (CII)' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'EN 16931 (CII) downloaded', variant: 'success' }),
    );
    expect(requests.map((r) => r.url)).toContain('/api/invoices/7/e-invoice?format=cii');
  });

  it("shows a refusal's message and what is missing in a toast", async () => {
    server((url) =>
      url.startsWith('/api/invoices/7/e-invoice?')
        ? json(
            {
              message: 'This invoice was issued without what Factur-X / ZUGFeRD needs',
              errors: [missingPostalCode],
            },
            422,
          )
        : undefined,
    );
    const user = renderWithProviders(<InvoiceEInvoiceMenu invoice={invoiceFixture()} />);
    const trigger = screen.getByRole('button', { name: 'Download e-invoice' });
    await waitFor(() => expect(trigger).toBeEnabled());
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Factur-X / ZUGFeRD' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'This invoice was issued without what Factur-X / ZUGFeRD needs',
        description: "The client's postal code is missing",
        variant: 'destructive',
      }),
    );
  });

  it('offers nothing for a draft: it is not an invoice yet', () => {
    server();
    renderWithProviders(<InvoiceEInvoiceMenu invoice={invoiceFixture({ status: 'draft' })} />);
    expect(screen.getByRole('button', { name: 'Download e-invoice' })).toBeDisabled();
  });
});
