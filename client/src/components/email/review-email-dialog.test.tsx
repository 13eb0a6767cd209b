import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewEmailRequest } from './review-email-dialog';
import { useReviewEmail } from './use-review-email';

const DRAFT = {
  to: 'billing@acme.example',
  subject: 'Invoice INV-7 from Test Company',
  message: 'Hi Acme,\n\nplease find attached invoice INV-7.',
};

let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(DRAFT), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Time for the dialog's code to load on a busy machine. */
const LOADED = { timeout: 10_000 };

/** A page with one button that opens the review, as Send does. */
function Page({ request }: { request: Omit<ReviewEmailRequest, 'invoiceId' | 'kind'> }) {
  const email = useReviewEmail();
  return (
    <>
      <button type="button" onClick={() => email.review({ invoiceId: 7, kind: 'reminder', ...request })}>
        Send Reminder
      </button>
      {email.dialog}
    </>
  );
}

function renderPage(request: Omit<ReviewEmailRequest, 'invoiceId' | 'kind'>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Page request={request} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('ReviewEmailDialog', { timeout: 30_000 }, () => {
  it('shows the prefilled email in labelled fields and sends it as edited', async () => {
    const onSend = vi.fn(async () => undefined);
    const user = renderPage({ onSend });
    const opener = screen.getByRole('button', { name: 'Send Reminder' });
    await user.click(opener);

    // The dialog's code loads on the first review (use-review-email.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Review reminder email' }, LOADED);
    expect(requested).toEqual(['/api/invoices/7/email-draft?kind=reminder']);
    const subject = await screen.findByLabelText('Subject');
    expect(subject).toHaveValue(DRAFT.subject);
    expect(screen.getByLabelText('To')).toHaveValue(DRAFT.to);
    expect(screen.getByLabelText('To')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Message')).toHaveValue(DRAFT.message);
    expect(screen.getByLabelText('CC (optional)')).toHaveValue('');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.clear(subject);
    await user.type(subject, 'March invoice');
    await user.type(screen.getByLabelText('CC (optional)'), 'accounts@partner.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      subject: 'March invoice',
      message: DRAFT.message,
      cc: 'accounts@partner.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('says what is wrong with a field and sends nothing', async () => {
    const onSend = vi.fn(async () => undefined);
    const user = renderPage({ onSend });
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    const cc = await screen.findByLabelText('CC (optional)', undefined, LOADED);
    await user.type(cc, 'not an address');
    await user.clear(screen.getByLabelText('Message'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Reminder' }));

    expect(await screen.findByText('CC must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(cc).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Esc closes it without sending and returns focus to the button', async () => {
    const onSend = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    const user = renderPage({ onSend, onCancel });
    const opener = screen.getByRole('button', { name: 'Send Reminder' });
    await user.click(opener);
    await screen.findByLabelText('Subject', undefined, LOADED);
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });
});
