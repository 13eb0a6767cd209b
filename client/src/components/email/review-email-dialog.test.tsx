import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nWrapper, missingMessages, speak } from '../../../../test/client-i18n';
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
  speak('en');
  expect(missingMessages.splice(0)).toEqual([]);
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
    { wrapper: I18nWrapper },
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

  it("speaks the interface's language: a German user reviews and corrects the email in German", async () => {
    speak('de');
    const onSend = vi.fn(async () => undefined);
    const user = renderPage({ onSend });
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erinnerungs-E-Mail prüfen' }, LOADED);
    expect(dialog).toHaveTextContent(
      'Prüfen Sie die E-Mail vor dem Versand. Ihre Änderungen gelten nur für diese E-Mail.',
    );
    expect(await screen.findByLabelText('Betreff')).toHaveValue(DRAFT.subject);
    expect(screen.getByLabelText('An')).toHaveValue(DRAFT.to);
    await user.type(screen.getByLabelText('CC (optional)'), 'keine Adresse');
    await user.clear(screen.getByLabelText('Nachricht'));
    await user.clear(screen.getByLabelText('Betreff'));
    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung senden' }));

    expect(await screen.findByText('CC muss eine gültige E-Mail-Adresse sein')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine Nachricht ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Betreff ein')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});

/** The invoice email of a client who receives XRechnung (CII), with what the invoice lacks for it. */
const LACKING = [
  { path: 'invoice.buyerReference', message: 'XRechnung needs the buyer reference (Leitweg-ID)' },
  { path: 'client.postalCode', message: "The client's postal code is missing" },
  { path: 'settings.phone', message: "XRechnung needs your company's phone number: add it in Settings" },
];

function stubDraft(eInvoice: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify({ ...DRAFT, eInvoice }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** Send on an invoice of client 3, its review with the e-invoice's problems (links need the router). */
function renderInvoiceSend(request: Omit<ReviewEmailRequest, 'invoiceId' | 'kind'>) {
  function SendPage() {
    const email = useReviewEmail();
    return (
      <>
        <button
          type="button"
          onClick={() => email.review({ invoiceId: 7, kind: 'invoice', clientId: 3, ...request })}
        >
          Send
        </button>
        {email.dialog}
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SendPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: I18nWrapper },
  );
  return userEvent.setup({ delay: null });
}

describe('ReviewEmailDialog of a client who receives an XML e-invoice (issue 2/7 item 12)', {
  timeout: 30_000,
}, () => {
  it('lists what is missing, each leading to its field, and sends only once the PDF alone is chosen', async () => {
    stubDraft({ format: 'xrechnung-cii', problems: LACKING, issued: false });
    const onSend = vi.fn(async () => undefined);
    const user = renderInvoiceSend({ onSend, onFixField: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review invoice email' }, LOADED);
    const section = await within(dialog).findByRole('region', { name: 'E-invoice' });
    expect(section).toHaveTextContent(
      'The client receives XRechnung (CII) e-invoices. Add what is missing, or send the PDF alone.',
    );
    const missing = within(section).getByRole('list', { name: 'To send it as XRechnung (CII), add:' });
    // The client's and Settings' details open in a new tab, so the review stays.
    const postalCode = within(missing).getByRole('link', { name: /The client's postal code is missing/ });
    expect(postalCode).toHaveAttribute('href', '/clients?edit=3');
    expect(postalCode).toHaveAttribute('target', '_blank');
    expect(within(missing).getByRole('link', { name: /phone number/ })).toHaveAttribute(
      'href',
      '/settings?field=phone',
    );
    // The invoice's own field is in its form.
    expect(
      within(missing).getByRole('button', { name: 'XRechnung needs the buyer reference (Leitweg-ID)' }),
    ).toBeInTheDocument();

    const send = within(dialog).getByRole('button', { name: 'Send Email' });
    expect(send).toBeDisabled();
    const choice = within(section).getByRole('checkbox', { name: /Send the PDF without the e-invoice/ });
    await user.click(choice);
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      subject: DRAFT.subject,
      message: DRAFT.message,
      attachEInvoice: false,
    });
  });

  it("a field of the invoice leads to the invoice's form: the review closes, nothing is sent or cancelled", async () => {
    stubDraft({ format: 'xrechnung-cii', problems: LACKING, issued: false });
    const onSend = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    const onFixField = vi.fn();
    const user = renderInvoiceSend({ onSend, onCancel, onFixField });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const item = await screen.findByRole(
      'button',
      { name: 'XRechnung needs the buyer reference (Leitweg-ID)' },
      LOADED,
    );
    await user.click(item);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onFixField).toHaveBeenCalledWith('buyerReference');
    expect(onSend).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('an issued invoice keeps its details: the problems are listed without a way there, the PDF alone is offered', async () => {
    stubDraft({ format: 'peppol', problems: LACKING.slice(0, 1), issued: true });
    const user = renderInvoiceSend({ onSend: vi.fn(async () => undefined), onFixField: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const section = await screen.findByRole('region', { name: 'E-invoice' }, LOADED);
    expect(section).toHaveTextContent(/was issued without what Peppol BIS Billing 3\.0 needs/);
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(
      within(section).getByRole('checkbox', { name: /Send the PDF without the e-invoice/ }),
    ).not.toBeChecked();
  });

  it('a ready e-invoice says so and sends as reviewed, with nothing to choose', async () => {
    stubDraft({ format: 'xrechnung-ubl', problems: [], issued: false });
    const onSend = vi.fn(async () => undefined);
    const user = renderInvoiceSend({ onSend });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review invoice email' }, LOADED);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('E-invoice ready: XRechnung (UBL)');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ subject: DRAFT.subject, message: DRAFT.message }),
    );
  });

  it("says what the e-invoice lacks in the interface's language (the server's items as it words them)", async () => {
    speak('de');
    stubDraft({ format: 'xrechnung-cii', problems: LACKING.slice(1, 2), issued: false });
    const user = renderInvoiceSend({ onSend: vi.fn(async () => undefined), onFixField: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungs-E-Mail prüfen' }, LOADED);
    const section = await within(dialog).findByRole('region', { name: 'E-Rechnung' });
    expect(section).toHaveTextContent(
      'Der Kunde erhält E-Rechnungen im Format XRechnung (CII). Ergänzen Sie, was fehlt, oder senden Sie nur das PDF.',
    );
    const missing = within(section).getByRole('list', {
      name: 'Für den Versand als XRechnung (CII) fehlt noch:',
    });
    expect(within(missing).getByRole('link')).toHaveTextContent('(öffnet in einem neuen Tab)');
    const send = within(dialog).getByRole('button', { name: 'E-Mail senden' });
    expect(send).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: /PDF ohne E-Rechnung senden/ }));
    expect(send).toBeEnabled();
  });

  it('a pdf client (no XML e-invoice) sees no e-invoice section', async () => {
    stubDraft(null);
    const user = renderInvoiceSend({ onSend: vi.fn(async () => undefined) });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review invoice email' }, LOADED);
    await within(dialog).findByLabelText('Subject');
    expect(within(dialog).queryByRole('region', { name: 'E-invoice' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send Email' })).toBeEnabled();
  });
});
