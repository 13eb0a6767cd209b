import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { E_INVOICE_FORMAT_LABELS, type EInvoiceProblem } from '@shared/e-invoice';
import { interfaceLocale } from '@shared/interface-locale';
import {
  EMAIL_MESSAGE_MAX,
  EMAIL_SUBJECT_MAX,
  type EmailDraft,
  emailEditsSchema,
  type SendInvoiceInput,
} from '@shared/reminders';
import { Send } from 'lucide-react';
import * as React from 'react';
import { type EmailDraftKind, useEmailDraft } from '@/api/get-email-draft';
import { EInvoiceStatus, problemAction } from '@/components/e-invoice/e-invoice-status';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';

export interface ReviewEmailRequest {
  invoiceId: number;
  kind: EmailDraftKind;
  /** The invoice's client, whose edit form is where a detail of the client the e-invoice lacks is added. */
  clientId?: number | null;
  /**
   * Sends the email with the reviewed subject, message and Cc — and `attachEInvoice: false` when the
   * sender chose the PDF alone —; the dialog closes once it settles.
   */
  onSend: (input: SendInvoiceInput) => Promise<unknown>;
  /** The dialog was closed without sending. */
  onCancel?: () => void;
  /**
   * Where a field of the invoice the e-invoice lacks is fixed (its edit form, or the Create form): the
   * dialog closes and this takes the sender there. Without it such a problem is listed only.
   */
  onFixField?: (field: string) => void;
}

const TITLES: Record<EmailDraftKind, { title: MessageDescriptor; action: MessageDescriptor }> = {
  invoice: { title: msg`Review invoice email`, action: msg`Send Email` },
  reminder: { title: msg`Review reminder email`, action: msg`Send Reminder` },
};

type EditIssue = NonNullable<ReturnType<typeof emailEditsSchema.safeParse>['error']>['issues'][number];

/**
 * What the dialog says of an edit shared/reminders.ts refuses (emailEditsSchema), in the interface's
 * language; the schema's own English for anything else.
 */
function editIssue(issue: EditIssue, say: (message: MessageDescriptor) => string): string {
  const field = String(issue.path[0]);
  const max =
    issue.code === 'too_big' ? new Intl.NumberFormat(interfaceLocale()).format(Number(issue.maximum)) : '';
  if (field === 'subject') {
    if (issue.code === 'too_small') return say(msg`Subject is required`);
    if (issue.code === 'too_big') return say(msg`Subject must be at most ${max} characters`);
    if (issue.code === 'custom') return say(msg`Subject must be a single line`);
  }
  if (field === 'message') {
    if (issue.code === 'too_small') return say(msg`Message is required`);
    if (issue.code === 'too_big') return say(msg`Message must be at most ${max} characters`);
  }
  if (field === 'cc') {
    if (issue.code === 'too_big') return say(msg`CC must be at most ${max} characters`);
    if (issue.code === 'invalid_format') return say(msg`CC must be a valid email address`);
  }
  return issue.message;
}

/**
 * Issue #22 item 16: Send, Create & Send and Send Reminder show the email before it goes — the
 * recipient, an optional CC, the subject and the message, prefilled from the templates and editable
 * for this one email. Radix moves focus into the dialog, traps it, closes on Esc and returns focus.
 */
/** How long a control is followed when the list redraws it elsewhere (keepFocusOn). */
const FOLLOW_MS = 5_000;

/**
 * Focuses the control and keeps the focus with it while the page redraws (issue 2/7 item 17): a
 * sent draft's row moves from the Drafts table to the Pending one, its Actions button with it. When
 * the control has left the page with the focus nowhere else, the control of the same name that took
 * its place is focused, now or as soon as it appears.
 */
function keepFocusOn(control: HTMLElement) {
  const name = control.getAttribute('aria-label');
  const current = () =>
    control.isConnected
      ? control
      : name
        ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`)
        : null;
  current()?.focus();
  if (!name) return;
  const observer = new MutationObserver(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) current()?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FOLLOW_MS);
}

/** Back from fixing the client, Settings or Profile in another tab: the check is read again. */
function useRefetchOnReturn(active: boolean, refetch: () => unknown) {
  React.useEffect(() => {
    if (!active) return;
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [active, refetch]);
}

/**
 * The invoice email's e-invoice (issue 2/7 item 12): for a client who receives XRechnung or Peppol
 * and an invoice that cannot be one yet, what is missing — each item leading to where it is added:
 * the client's form, Settings and Profile in a new tab (the review stays), the invoice's own fields
 * through `onFixField` — and the choice to send the PDF alone, without which Send stays disabled.
 * An issued invoice keeps what it was issued with: then only the PDF alone, or a correction, remain.
 */
function EInvoiceChoice({
  eInvoice,
  request,
  pdfAlone,
  onPdfAlone,
  onFixField,
}: {
  eInvoice: NonNullable<EmailDraft['eInvoice']>;
  request: ReviewEmailRequest;
  pdfAlone: boolean;
  onPdfAlone: (checked: boolean) => void;
  onFixField: (field: string) => void;
}) {
  const titleId = React.useId();
  const label = E_INVOICE_FORMAT_LABELS[eInvoice.format];
  const actionOf = ({ path }: EInvoiceProblem) =>
    eInvoice.issued
      ? null
      : problemAction(path, request.clientId, {
          newTab: true,
          onField: request.onFixField ? onFixField : undefined,
        });
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={titleId} className="font-semibold">
        <Trans>E-invoice</Trans>
      </h3>
      {eInvoice.problems.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {eInvoice.issued ? (
            <Trans>
              The client receives {label} e-invoices. This invoice was issued without what {label} needs and
              keeps the details it was issued with: send the PDF alone, or correct the invoice.
            </Trans>
          ) : (
            <Trans>The client receives {label} e-invoices. Add what is missing, or send the PDF alone.</Trans>
          )}
        </p>
      )}
      <EInvoiceStatus format={eInvoice.format} problems={eInvoice.problems} actionOf={actionOf} />
      {eInvoice.problems.length > 0 && (
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={pdfAlone}
            onChange={(e) => onPdfAlone(e.target.checked)}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">
              <Trans>Send the PDF without the e-invoice</Trans>
            </span>
            <span className="text-xs text-muted-foreground">
              <Trans>The email carries the PDF alone; the invoice's history records that you chose so.</Trans>
            </span>
          </span>
        </label>
      )}
    </section>
  );
}

export function ReviewEmailDialog({
  request,
  onClose,
  returnFocus,
}: {
  request: ReviewEmailRequest | null;
  onClose: () => void;
  /** The control that opened the dialog, focused again when it closes (opened from code, not a Trigger). */
  returnFocus?: HTMLElement | null;
}) {
  const { t, i18n } = useLingui();
  const draft = useEmailDraft(request?.invoiceId ?? null, request?.kind ?? 'invoice');
  const [subject, setSubject] = React.useState('');
  const [message, setMessage] = React.useState('');
  const [cc, setCc] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [sending, setSending] = React.useState(false);
  const [pdfAlone, setPdfAlone] = React.useState(false);
  /** Where a problem's "fix this" leads, followed when the dialog has closed. */
  const fixing = React.useRef<(() => void) | null>(null);
  const eInvoice = request?.kind === 'invoice' ? (draft.data?.eInvoice ?? null) : null;
  // The client receives an XML e-invoice this invoice cannot be: Send waits for the sender's choice.
  const unready = (eInvoice?.problems.length ?? 0) > 0;
  useRefetchOnReturn(unready && !eInvoice?.issued, draft.refetch);

  // The typed words stay when the draft is read again (back from fixing a detail): only new words fill them.
  const draftSubject = draft.data?.subject;
  const draftMessage = draft.data?.message;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new review (another invoice) starts afresh too
  React.useEffect(() => {
    setSubject(draftSubject ?? '');
    setMessage(draftMessage ?? '');
    setCc('');
    setErrors({});
    setPdfAlone(false);
  }, [draftSubject, draftMessage, request?.invoiceId]);

  const words = TITLES[request?.kind ?? 'invoice'];
  const cancel = () => {
    if (sending) return;
    request?.onCancel?.();
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const parsed = emailEditsSchema.safeParse({ subject, message, cc: cc.trim() || undefined });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        found[String(issue.path[0])] ??= editIssue(issue, (message) => i18n._(message));
      }
      return setErrors(found);
    }
    if (unready && !pdfAlone) return;
    setSending(true);
    try {
      await request.onSend(unready ? { ...parsed.data, attachEInvoice: false } : parsed.data);
    } finally {
      setSending(false);
      onClose();
    }
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && cancel()}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const fix = fixing.current;
          fixing.current = null;
          if (fix) {
            event.preventDefault();
            return fix();
          }
          if (!returnFocus) return;
          event.preventDefault();
          keepFocusOn(returnFocus);
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(words.title)}</DialogTitle>
          <DialogDescription>
            <Trans>Check the email before it goes. Your changes apply to this email only.</Trans>
          </DialogDescription>
        </DialogHeader>
        {draft.isLoading && (
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Preparing the email...</Trans>
          </p>
        )}
        {draft.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(draft.error, t`The email could not be prepared. Please try again.`)}
          </p>
        )}
        {draft.data && (
          <form id="review-email-form" className="grid gap-4" onSubmit={submit} noValidate>
            <FormField label={t`To`}>
              {(control) => <Input {...control} value={draft.data.to} readOnly tabIndex={-1} />}
            </FormField>
            <FormField label={t`CC (optional)`} error={errors.cc}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={cc}
                  onChange={(e) => setCc(e.target.value)}
                  maxLength={254}
                />
              )}
            </FormField>
            <FormField label={t`Subject`} error={errors.subject}>
              {(control) => (
                <Input
                  {...control}
                  value={subject}
                  onChange={(e) => setSubject(e.target.value)}
                  maxLength={EMAIL_SUBJECT_MAX}
                />
              )}
            </FormField>
            <FormField label={t`Message`} error={errors.message}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={8}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                  maxLength={EMAIL_MESSAGE_MAX}
                />
              )}
            </FormField>
            {request && eInvoice && (
              <EInvoiceChoice
                eInvoice={eInvoice}
                request={request}
                pdfAlone={pdfAlone}
                onPdfAlone={setPdfAlone}
                onFixField={(field) => {
                  // Taken there once the dialog has closed, instead of back to the opener.
                  fixing.current = () => request.onFixField?.(field);
                  onClose();
                }}
              />
            )}
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={cancel} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="review-email-form"
            disabled={!draft.data || sending || (unready && !pdfAlone)}
          >
            <Send aria-hidden="true" />
            {sending ? <Trans>Sending...</Trans> : i18n._(words.action)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
