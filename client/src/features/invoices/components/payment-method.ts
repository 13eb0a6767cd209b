import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shared/payments';

/** "Bank transfer", "PayPal": the shared label with a capital first letter, as a list or select shows it. */
export function paymentMethodLabel(method: PaymentMethod): string {
  const label = PAYMENT_METHOD_LABELS[method] ?? method;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
