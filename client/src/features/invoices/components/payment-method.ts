import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@shared/payments';

/** Each payment method's name as a list or select shows it ("Bank transfer", "PayPal"). */
const PAYMENT_METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  card: msg`Card`,
  cash: msg`Cash`,
  cheque: msg`Cheque`,
  paypal: msg`PayPal`,
  other: msg({ message: 'Other', context: 'payment method' }),
};

/** A payment method's name in the interface's language (the value itself for one this client does not know). */
export function paymentMethodLabel(i18n: I18n, method: PaymentMethod): string {
  const name = PAYMENT_METHOD_NAMES[method];
  return name ? i18n._(name) : method;
}
