import { E_INVOICE_FORMATS } from '@shared/e-invoice';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { speak } from '../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { CreditNoteEInvoiceMenu } from './credit-note-e-invoice-menu';
import { EInvoiceDownloadMenu } from './e-invoice-download-menu';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const LABEL = 'Download e-invoice of credit note CN-1';

function menu(primary: 'xrechnung-cii' | null = 'xrechnung-cii') {
  return renderWithProviders(
    <EInvoiceDownloadMenu
      appearance="icon"
      documentPath="/api/credit-notes/12"
      formats={E_INVOICE_FORMATS}
      primary={primary}
      heading="Formats"
      label={LABEL}
    />,
  );
}

describe('EInvoiceDownloadMenu', { timeout: 30_000 }, () => {
  it("opens from the keyboard with the client's format first, and saves the file the server names", async () => {
    const save = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    const requests = stubServer(
      () =>
        new Response('<CreditNote/>', {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="CN-1-xrechnung.xml"',
          },
        }),
    );
    const user = menu();
    await user.tab();
    expect(screen.getByRole('button', { name: LABEL })).toHaveFocus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'XRechnung (CII)',
      'Factur-X / ZUGFeRD',
      'XRechnung (UBL)',
      'Peppol BIS Billing 3.0',
      'EN 16931 (CII)',
      'EN 16931 (UBL)',
    ]);
    expect(screen.getByText("The client's format")).toBeInTheDocument();
    expect(screen.getByText('Other formats')).toBeInTheDocument();
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'XRechnung (CII) downloaded', variant: 'success' }),
    );
    expect(requests.map((r) => r.url)).toEqual(['/api/credit-notes/12/e-invoice?format=xrechnung-cii']);
    expect(save).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: LABEL })).toHaveFocus();
  });

  it('lists the formats in their fixed order when the client has none of its own', async () => {
    stubServer(() => undefined);
    const user = menu(null);
    await user.click(screen.getByRole('button', { name: LABEL }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Factur-X / ZUGFeRD',
      'XRechnung (CII)',
      'XRechnung (UBL)',
      'Peppol BIS Billing 3.0',
      'EN 16931 (CII)',
      'EN 16931 (UBL)',
    ]);
    expect(screen.getByText('Formats')).toBeInTheDocument();
  });

  it("shows a refusal's message and each missing field in a toast", async () => {
    stubServer(() =>
      json(
        {
          message: 'This credit note cannot be written as XRechnung (CII) yet',
          errors: [
            { path: 'invoice.buyerReference', message: 'XRechnung needs the buyer reference (Leitweg-ID)' },
            { path: 'client.postalCode', message: "The client's postal code is missing" },
          ],
        },
        422,
      ),
    );
    const user = menu();
    await user.click(screen.getByRole('button', { name: LABEL }));
    await user.click(await screen.findByRole('menuitem', { name: 'XRechnung (CII)' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'This credit note cannot be written as XRechnung (CII) yet',
        description: "XRechnung needs the buyer reference (Leitweg-ID) · The client's postal code is missing",
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: LABEL })).toBeEnabled();
  });

  it("speaks the interface's language: the credit note's menu in German, its download's toast too", async () => {
    speak('de');
    stubServer(({ url }) =>
      url.startsWith('/api/credit-notes/')
        ? new Response('<CreditNote/>', {
            headers: {
              'content-type': 'application/xml',
              'content-disposition': 'attachment; filename="CN-1.xml"',
            },
          })
        : undefined,
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    const user = renderWithProviders(
      <CreditNoteEInvoiceMenu
        note={{ id: 12, creditNoteNumber: 'CN-1' }}
        clientId={null}
        appearance="link"
      />,
    );
    const trigger = screen.getByRole('button', {
      name: 'E-Rechnung der Rechnungskorrektur CN-1 herunterladen',
    });
    expect(trigger).toHaveTextContent('E-Rechnung herunterladen');
    await user.click(trigger);
    expect(await screen.findByText('Formate')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'EN 16931 (UBL)' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'EN 16931 (UBL) heruntergeladen', variant: 'success' }),
    );
  });
});
