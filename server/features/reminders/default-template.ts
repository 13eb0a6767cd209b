/** The flow every new user starts with (SPEC §3 reminder_flow_templates default texts). */
export function defaultTemplateValues() {
  return {
    name: 'Default Flow',
    description: 'A friendly note on the due date, then three follow-ups of rising urgency.',
    isDefault: true,
    dueDateReminderEnabled: true,
    dueDateReminderText:
      'Hi {clientName}, a friendly reminder that invoice {invoiceNumber} for {amount} is due today ({dueDate}). Thank you for your business! — {companyName}',
    firstReminderDaysAfter: 3,
    firstReminderText:
      'Hi {clientName}, invoice {invoiceNumber} for {amount} was due on {dueDate} and is now {daysOverdue} days overdue. Could you let us know when we can expect payment? — {companyName}',
    secondReminderDaysAfter: 7,
    secondReminderText:
      'URGENT: Hi {clientName}, invoice {invoiceNumber} for {amount} is now {daysOverdue} days overdue. Please arrange payment as soon as possible. — {companyName}',
    finalReminderDaysAfter: 14,
    finalReminderText:
      'FINAL NOTICE: Hi {clientName}, invoice {invoiceNumber} for {amount} is {daysOverdue} days overdue. If payment is not received within 48 hours, this account will be escalated to collections. — {companyName}',
  };
}
