import type { ReminderFlowTemplate } from '@shared/reminders';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/client-render';
import { TemplateForm } from './template-form';

const template: ReminderFlowTemplate = {
  id: 7,
  name: 'Default Flow',
  description: null,
  isDefault: true,
  dueDateReminderEnabled: true,
  dueDateReminderText: null,
  firstReminderDaysAfter: 3,
  firstReminderText: null,
  secondReminderDaysAfter: 7,
  secondReminderText: null,
  finalReminderDaysAfter: 14,
  finalReminderText: null,
  translations: { de: { firstReminderText: '{greeting}\n\nEigener Text zu {invoiceNumber}.' } },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the template form’s texts in other languages', () => {
  it('shows the template’s own texts, says where the built-in text is used, and sends the translations', async () => {
    const onSubmit = vi.fn();
    const user = renderWithProviders(
      <TemplateForm template={template} submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(screen.getByTestId('translation-status-de')).toHaveTextContent(
      "1 of 4 German texts are this template's own; the others use the built-in German text.",
    );
    expect(screen.getByLabelText('First reminder in German')).toHaveValue(
      '{greeting}\n\nEigener Text zu {invoiceNumber}.',
    );
    // An empty text shows the built-in one it stands for.
    const final = screen.getByLabelText('Final notice in German');
    expect(final).toHaveValue('');
    expect(final.getAttribute('placeholder')).toContain('bis spätestens {newDeadline}');

    await user.click(screen.getByRole('tab', { name: 'French' }));
    expect(screen.getByTestId('translation-status-fr')).toHaveTextContent(
      'No French texts of this template: the built-in French texts are used.',
    );
    await user.type(screen.getByLabelText('First reminder in French'), 'Bonjour');
    // The English fields keep their own labels (SPEC's form, the browser tests find them by it).
    expect(screen.getAllByLabelText(/First reminder text/i)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].translations).toMatchObject({
      de: { firstReminderText: '{greeting}\n\nEigener Text zu {invoiceNumber}.' },
      fr: { firstReminderText: 'Bonjour' },
    });
  });
});
