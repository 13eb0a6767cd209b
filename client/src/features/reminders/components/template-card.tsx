import { Trans, useLingui } from '@lingui/react/macro';
import { previewText, type ReminderFlowTemplate } from '@shared/reminders';
import { Pencil, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DestructiveGap } from '@/components/ui/destructive-gap';

/** SPEC §2: name, Default badge, description, the due-date note, "a days → b days → c days", a 60-character preview. */
export function TemplateCard({
  template,
  onEdit,
  onDelete,
  deleting,
}: {
  template: ReminderFlowTemplate;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = React.useState(false);
  const name = template.name;
  const first = template.firstReminderDaysAfter;
  const second = template.secondReminderDaysAfter;
  const final = template.finalReminderDaysAfter;
  const preview = template.firstReminderText ? previewText(template.firstReminderText) : null;
  return (
    <Card data-testid="template-card" className="gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            {template.isDefault && (
              <Badge>
                <Trans>Default</Trans>
              </Badge>
            )}
          </h3>
          {template.description && <p className="text-sm text-muted-foreground">{template.description}</p>}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t`Edit template ${name}`}>
            <Pencil />
          </Button>
          <DestructiveGap />
          <ConfirmDialog
            open={confirming}
            title={t`Delete template ${name}?`}
            description={
              template.isDefault
                ? t`Invoices that follow it will use your default template from now on. Another template becomes the default.`
                : t`Invoices that follow it will use your default template from now on.`
            }
            confirmLabel={t`Delete Template`}
            pending={deleting}
            onConfirm={onDelete}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Delete template ${name}`}
                disabled={deleting}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 />
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          <span className="text-muted-foreground">
            <Trans>Due date:</Trans>{' '}
          </span>
          {template.dueDateReminderEnabled ? (
            <Trans>Reminder sent on the due date</Trans>
          ) : (
            <Trans>No reminder on the due date</Trans>
          )}
        </p>
        <p>
          <span className="text-muted-foreground">
            <Trans>Overdue sequence:</Trans>{' '}
          </span>
          <span className="font-medium">
            <Trans>
              {first} days → {second} days → {final} days
            </Trans>
          </span>
        </p>
        {preview !== null && (
          <p className="text-muted-foreground italic" data-testid="template-preview">
            <Trans>“{preview}”</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
