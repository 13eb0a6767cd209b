import { EMAIL_MESSAGE_MAX, EMAIL_SUBJECT_MAX, type EmailEdits, emailEditsSchema } from '@shared/reminders';
import { Send } from 'lucide-react';
import * as React from 'react';
import { type EmailDraftKind, useEmailDraft } from '@/api/get-email-draft';
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
  /** Sends the email with the reviewed subject, message and Cc; the dialog closes once it settles. */
  onSend: (edits: EmailEdits) => Promise<unknown>;
  /** The dialog was closed without sending. */
  onCancel?: () => void;
}

const TITLES: Record<EmailDraftKind, { title: string; action: string }> = {
  invoice: { title: 'Review invoice email', action: 'Send Email' },
  reminder: { title: 'Review reminder email', action: 'Send Reminder' },
};

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
  const draft = useEmailDraft(request?.invoiceId ?? null, request?.kind ?? 'invoice');
  const [subject, setSubject] = React.useState('');
  const [message, setMessage] = React.useState('');
  const [cc, setCc] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [sending, setSending] = React.useState(false);

  React.useEffect(() => {
    setSubject(draft.data?.subject ?? '');
    setMessage(draft.data?.message ?? '');
    setCc('');
    setErrors({});
  }, [draft.data]);

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
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setSending(true);
    try {
      await request.onSend(parsed.data);
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
          if (!returnFocus) return;
          event.preventDefault();
          keepFocusOn(returnFocus);
        }}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>
            Check the email before it goes. Your changes apply to this email only.
          </DialogDescription>
        </DialogHeader>
        {draft.isLoading && (
          <p role="status" className="text-sm text-muted-foreground">
            Preparing the email...
          </p>
        )}
        {draft.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(draft.error, 'The email could not be prepared. Please try again.')}
          </p>
        )}
        {draft.data && (
          <form id="review-email-form" className="grid gap-4" onSubmit={submit} noValidate>
            <FormField label="To">
              {(control) => <Input {...control} value={draft.data.to} readOnly tabIndex={-1} />}
            </FormField>
            <FormField label="CC (optional)" error={errors.cc}>
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
            <FormField label="Subject" error={errors.subject}>
              {(control) => (
                <Input
                  {...control}
                  value={subject}
                  onChange={(e) => setSubject(e.target.value)}
                  maxLength={EMAIL_SUBJECT_MAX}
                />
              )}
            </FormField>
            <FormField label="Message" error={errors.message}>
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
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={cancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form="review-email-form" disabled={!draft.data || sending}>
            <Send aria-hidden="true" />
            {sending ? 'Sending...' : words.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
