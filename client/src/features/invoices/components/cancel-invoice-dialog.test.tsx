import { screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import {
  creditNoteFixture,
  invoiceFixture,
  json,
  renderWithProviders,
  stubServer,
} from '../../../../../test/client-render';
import { CancelInvoiceDialog, type CancelMode } from './cancel-invoice-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const invoice = invoiceFixture();

/** A page with the button that opens the dialog, as the invoice view has. */
function Page({ mode, onCorrected }: { mode: CancelMode; onCorrected?: () => void }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CancelInvoiceDialog
        invoice={invoice}
        mode={mode}
        open={open}
        onOpenChange={setOpen}
        onCorrected={onCorrected}
      />
    </>
  );
}

async function openDialog(
  mode: CancelMode,
  answer: Parameters<typeof stubServer>[0],
  onCorrected?: () => void,
) {
  const requests = stubServer(answer);
  const user = renderWithProviders(<Page mode={mode} onCorrected={onCorrected} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, requests };
}

describe('CancelInvoiceDialog', { timeout: 30_000 }, () => {
  it('cancel: explains the credit note, needs a reason, then names both numbers and gives focus back', async () => {
    const { user, opener, requests } = await openDialog('void', ({ method }) =>
      method === 'POST'
        ? json({ invoice: invoiceFixture({ status: 'void' }), creditNote: creditNoteFixture() })
        : undefined,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice INV-1003?' });
    expect(dialog).toHaveTextContent('A credit note for the whole invoice (€119.00) will be issued');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));
    expect(await within(dialog).findByText('Please give a reason for the credit note')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Issued to the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/invoices/7/void',
      body: { reason: 'Issued to the wrong client' },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Invoice INV-1003 cancelled by credit note CN-1',
      variant: 'success',
    });
    expect(document.activeElement).toBe(opener);
  });

  it('correct: hands the new draft on and names it', async () => {
    const onCorrected = vi.fn();
    const draft = invoiceFixture({ id: 8, invoiceNumber: 'INV-1004', status: 'draft' });
    const { user, requests } = await openDialog(
      'correct',
      ({ method }) =>
        method === 'POST'
          ? json({ invoice: invoiceFixture({ status: 'void' }), creditNote: creditNoteFixture(), draft }, 201)
          : undefined,
      onCorrected,
    );
    const dialog = screen.getByRole('dialog', { name: 'Correct invoice INV-1003?' });
    expect(dialog).toHaveTextContent('a new draft with the next invoice number is created');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong hours');
    await user.click(within(dialog).getByRole('button', { name: 'Correct Invoice' }));

    await waitFor(() => expect(onCorrected).toHaveBeenCalledWith(draft));
    expect(requests.at(-1)).toMatchObject({
      url: '/api/invoices/7/correct',
      body: { reason: 'Wrong hours' },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Invoice INV-1003 cancelled by credit note CN-1',
      description: 'Draft INV-1004 was created to replace it.',
      variant: 'success',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    const message = 'INV-1003 has payments: delete them first';
    const { user } = await openDialog('void', ({ method }) =>
      method === 'POST' ? json({ message }, 422) : undefined,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice INV-1003?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(toast).toHaveBeenCalledWith({ title: 'Failed to cancel invoice', variant: 'destructive' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Keep Invoice closes it without a request', async () => {
    const { user, opener, requests } = await openDialog('void', () => undefined);
    await user.click(screen.getByRole('button', { name: 'Keep Invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });
});
