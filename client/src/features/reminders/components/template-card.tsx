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
  const t = template;
  const [confirming, setConfirming] = React.useState(false);
  return (
    <Card data-testid="template-card" className="gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {t.name}
            {t.isDefault && <Badge>Default</Badge>}
          </h3>
          {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit template ${t.name}`}>
            <Pencil />
          </Button>
          <DestructiveGap />
          <ConfirmDialog
            open={confirming}
            title={`Delete template ${t.name}?`}
            description={`Invoices that follow it will use your default template from now on.${t.isDefault ? ' Another template becomes the default.' : ''}`}
            confirmLabel="Delete Template"
            pending={deleting}
            onConfirm={onDelete}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete template ${t.name}`}
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
          <span className="text-muted-foreground">Due date: </span>
          {t.dueDateReminderEnabled ? 'Reminder sent on the due date' : 'No reminder on the due date'}
        </p>
        <p>
          <span className="text-muted-foreground">Overdue sequence: </span>
          <span className="font-medium">
            {t.firstReminderDaysAfter} days → {t.secondReminderDaysAfter} days → {t.finalReminderDaysAfter}{' '}
            days
          </span>
        </p>
        {t.firstReminderText && (
          <p className="text-muted-foreground italic" data-testid="template-preview">
            “{previewText(t.firstReminderText)}”
          </p>
        )}
      </CardContent>
    </Card>
  );
}
