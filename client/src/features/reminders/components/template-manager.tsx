import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderFlowTemplate, TemplateInput } from '@shared/reminders';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { useReminderFlowTemplates } from '@/api/get-reminder-flow-templates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCreateReminderFlowTemplate } from '../api/create-reminder-flow-template';
import { useDeleteReminderFlowTemplate } from '../api/delete-reminder-flow-template';
import { useUpdateReminderFlowTemplate } from '../api/update-reminder-flow-template';
import { TemplateCard } from './template-card';
import { TemplateForm } from './template-form';

type Editing = { mode: 'new' } | { mode: 'edit'; template: ReminderFlowTemplate } | null;

/** SPEC §2 Reminder Flow Templates manager: New Template, an inline form, and one card per template. */
export function TemplateManager() {
  const { t } = useLingui();
  const templates = useReminderFlowTemplates();
  const create = useCreateReminderFlowTemplate();
  const update = useUpdateReminderFlowTemplate();
  const remove = useDeleteReminderFlowTemplate();
  const [editing, setEditing] = React.useState<Editing>(null);

  const submit = (input: TemplateInput) => {
    if (editing?.mode === 'edit') {
      update.mutate(
        { id: editing.template.id, input },
        {
          onSuccess: () => {
            toast({ title: t`Template updated successfully`, variant: 'success' });
            setEditing(null);
          },
          onError: () => toast({ title: t`Failed to update template`, variant: 'destructive' }),
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: t`Template created successfully`, variant: 'success' });
        setEditing(null);
      },
      onError: () => toast({ title: t`Failed to create template`, variant: 'destructive' }),
    });
  };

  const deleteTemplate = (template: ReminderFlowTemplate) =>
    remove.mutate(template.id, {
      onSuccess: () => {
        toast({ title: t`Template deleted successfully`, variant: 'success' });
        if (editing?.mode === 'edit' && editing.template.id === template.id) setEditing(null);
      },
      onError: () => toast({ title: t`Failed to delete template`, variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>
            <Trans>Reminder Flow Templates</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              When reminders go out after an invoice's due date, and what they say. Reminders are sent at
              09:00 in your time zone.
            </Trans>
          </CardDescription>
        </div>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={editing?.mode === 'new'}>
          <Plus aria-hidden="true" /> <Trans>New Template</Trans>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing && (
          <TemplateForm
            key={editing.mode === 'edit' ? editing.template.id : 'new'}
            template={editing.mode === 'edit' ? editing.template : undefined}
            submitting={create.isPending || update.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
        {templates.isLoading ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t`Loading templates`}>
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : templates.isError ? (
          <p role="alert" className="text-destructive">
            <Trans>The templates could not be loaded. Reload the page to try again.</Trans>
          </p>
        ) : templates.data?.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {templates.data.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onEdit={() => setEditing({ mode: 'edit', template })}
                onDelete={() => deleteTemplate(template)}
                deleting={remove.isPending && remove.variables === template.id}
              />
            ))}
          </div>
        ) : (
          <p className="py-6 text-center text-muted-foreground">
            <Trans>No reminder flow templates found. Create your first template to get started.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
