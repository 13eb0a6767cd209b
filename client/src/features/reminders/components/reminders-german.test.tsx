import type { Reminder, ReminderFlowTemplate, ReminderSchedule } from '@shared/reminders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { ReminderInvoiceCard } from './reminder-invoice-card';
import { ScheduleRemindersDialog } from './schedule-reminders-dialog';
import { TemplateCard } from './template-card';
import { TemplateForm } from './template-form';

const reminder = (over: Partial<Reminder>): Reminder => ({
  id: 1,
  invoiceId: 7,
  reminderType: 'first',
  stepKey: 'invoice:7',
  status: 'sent',
  scheduledFor: null,
  sentDate: '2026-11-02T09:00:00.000Z',
  note: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  ...over,
});

const template: ReminderFlowTemplate = {
  id: 7,
  name: 'Standardablauf',
  description: null,
  isDefault: true,
  dueDateReminderEnabled: true,
  dueDateReminderText: null,
  firstReminderDaysAfter: 3,
  firstReminderText: 'Guten Tag, bitte begleichen Sie die Rechnung.',
  secondReminderDaysAfter: 7,
  secondReminderText: null,
  finalReminderDaysAfter: 14,
  finalReminderText: null,
  translations: { fr: { firstReminderText: 'Bonjour' } },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the reminders screens in German', () => {
  it('shows an invoice card with its history, its notes and its dates in German', () => {
    speak('de');
    stubServer(() => undefined);
    renderWithProviders(
      <ReminderInvoiceCard
        invoice={invoiceFixture({ dueDate: '2020-01-01' })}
        reminders={[
          reminder({
            id: 2,
            stepKey: 'flow:first',
            status: 'skipped',
            sentDate: null,
            scheduledFor: '2026-11-05T08:00:00.000Z',
            note: 'a reminder went out today',
          }),
          reminder({}),
        ]}
        onSendReminder={vi.fn()}
        onMarkPaid={vi.fn()}
        onSchedule={vi.fn()}
        sending={false}
        markingPaid={false}
      />,
    );
    const card = screen.getByTestId('reminder-invoice-card');
    expect(within(card).getByText(/^\d{1,3}(\.\d{3})* Tage überfällig$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Erinnerung senden' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Als bezahlt markieren' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Zahlungserinnerungen planen' })).toBeInTheDocument();
    expect(within(card).getByText('Erinnerungsverlauf')).toBeInTheDocument();

    const [skipped, sent] = within(card).getAllByTestId('reminder-history-entry');
    expect(skipped).toHaveTextContent('1. Zahlungserinnerung');
    expect(skipped).toHaveTextContent('Automatische Erinnerung');
    expect(skipped).toHaveTextContent('Heute wurde bereits eine Erinnerung versendet');
    expect(skipped).toHaveTextContent('übersprungen');
    expect(skipped).toHaveTextContent('05.11.2026');
    expect(sent).toHaveTextContent('Rechnung versendet');
    expect(sent).toHaveTextContent('gesendet');
    expect(sent).toHaveTextContent('02.11.2026');
  });

  it('shows an invoice’s schedule with its interval and dates in German', async () => {
    speak('de');
    const schedule: ReminderSchedule = {
      id: 1,
      invoiceId: 7,
      frequency: 'weekly',
      intervalDays: 7,
      maxReminders: 3,
      startDate: '2026-12-10',
      nextReminderDate: '2026-12-10',
      isActive: true,
      createdAt: '2026-12-01T10:00:00.000Z',
      upcoming: [
        {
          stepKey: 'schedule:1',
          reminderType: 'scheduled',
          date: '2026-12-10',
          scheduledFor: '2026-12-10T08:00:00.000Z',
        },
      ],
    };
    stubServer(({ url }) => (url.endsWith('/reminder-schedule') ? json(schedule) : undefined));
    renderWithProviders(
      <ScheduleRemindersDialog invoice={{ id: 7, invoiceNumber: 'INV-1003' }} onOpenChange={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungserinnerungen planen' });
    expect(dialog).toHaveTextContent('Automatische Erinnerungs-E-Mails für die Rechnung INV-1003.');
    const summary = await within(dialog).findByTestId('reminder-schedule');
    expect(summary).toHaveTextContent('Wöchentlich');
    expect(summary).toHaveTextContent('Alle 7 Tage');
    expect(summary).toHaveTextContent('Aktiv');
    expect(summary).toHaveTextContent('10. Dezember 2026');
    expect(within(dialog).getByRole('button', { name: 'Erinnerungsplan bearbeiten' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erinnerungsplan beenden' })).toBeInTheDocument();
  });

  it('shows a template and its form in German, the languages named in German', async () => {
    speak('de');
    stubServer(() => undefined);
    const user = renderWithProviders(
      <>
        <TemplateCard template={template} onEdit={vi.fn()} onDelete={vi.fn()} deleting={false} />
        <TemplateForm template={template} submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />
      </>,
    );
    const card = screen.getByTestId('template-card');
    expect(within(card).getByText('Standard')).toBeInTheDocument();
    expect(card).toHaveTextContent('3 Tage → 7 Tage → 14 Tage');
    expect(card).toHaveTextContent('„Guten Tag, bitte begleichen Sie die Rechnung.“');
    expect(within(card).getByRole('button', { name: 'Vorlage Standardablauf löschen' })).toBeInTheDocument();

    expect(screen.getByText('Standardablauf bearbeiten')).toBeInTheDocument();
    expect(screen.getByLabelText('Text der ersten Erinnerung')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(screen.getByTestId('translation-status-de')).toHaveTextContent(
      'Diese Vorlage hat keine eigenen Texte auf Deutsch: Es gelten die Standardtexte auf Deutsch.',
    );
    await user.click(screen.getByRole('tab', { name: 'Französisch' }));
    expect(screen.getByTestId('translation-status-fr')).toHaveTextContent(
      '1 von 4 Texten auf Französisch stammt aus dieser Vorlage',
    );
    expect(screen.getByLabelText('Erste Erinnerung auf Französisch')).toHaveValue('Bonjour');
    expect(screen.getByRole('button', { name: 'Vorlage aktualisieren' })).toBeInTheDocument();
  });
});
