import { Trans, useLingui } from '@lingui/react/macro';
import { interfaceLocale } from '@shared/interface-locale';
import type { TaxCategory } from '@shared/money';
import type { LineTax } from '@shared/tax';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  CATEGORY_CHOICES,
  type LineTaxValues,
  rateChoices,
  rateKey,
  type TaxSetup,
  withCategory,
  withRate,
} from './line-tax';
import { TAX_CATEGORY_LABELS } from './tax-category-labels';

const CATEGORY_PREFIX = 'category:';

/** A VAT rate as the interface writes numbers: "19 %", "5.5 %" ("5,5 %" in German). */
export const rateLabel = (rate: number | string) =>
  `${new Intl.NumberFormat(interfaceLocale(), { maximumFractionDigits: 2 }).format(Number(rate))} %`;

interface Props {
  /** 1-based, for the labels ("VAT rate for line 2"). */
  line: number;
  value: LineTaxValues;
  setup: TaxSetup | undefined;
  onChange: (tax: { taxRate: number; taxCategory: TaxCategory }) => void;
  id: string;
  describedBy?: string;
  invalid?: boolean;
  /** The line shows no category select of its own: the rate select offers the other categories. */
  offerCategories: boolean;
}

/**
 * A line's VAT rate: the company's rates and 0 %. Where the line shows no category select, the
 * categories charged at 0 % (exempt, reverse charge, …) are offered below the rates, so any line can
 * change its category with the one control. A company without VAT (`setup.vat` false) is offered
 * rates only, as its "tax rate".
 */
export function VatRateSelect({
  line,
  value,
  setup,
  onChange,
  id,
  describedBy,
  invalid,
  offerCategories,
}: Props) {
  const { t, i18n } = useLingui();
  const vat = setup?.vat ?? true;
  const label = vat ? t`VAT rate for line ${line}` : t`Tax rate for line ${line}`;
  const current = rateKey(value.taxRate);
  if (setup?.choices) {
    return (
      <GroupSelect {...{ label, value, choices: setup.choices, vat, onChange, id, describedBy, invalid }} />
    );
  }
  const choose = (choice: string) => {
    if (!setup) return;
    onChange(
      choice.startsWith(CATEGORY_PREFIX)
        ? withCategory(value, choice.slice(CATEGORY_PREFIX.length) as TaxCategory, setup)
        : withRate(value, Number(choice), setup.defaultTax),
    );
  };
  return (
    <Select value={current} onValueChange={choose} disabled={!setup}>
      <SelectTrigger id={id} aria-label={label} aria-describedby={describedBy} aria-invalid={invalid}>
        <SelectValue placeholder="…" />
      </SelectTrigger>
      <SelectContent className="min-w-44">
        {rateChoices(setup?.rates ?? [], value.taxRate).map((rate) => (
          <SelectItem key={rate} value={rateKey(rate)}>
            {rateLabel(rate)}
          </SelectItem>
        ))}
        {offerCategories && vat && (
          <>
            <SelectSeparator />
            <SelectGroup>
              <SelectLabel>
                <Trans>Other VAT category</Trans>
              </SelectLabel>
              {CATEGORY_CHOICES.filter((c) => c !== 'S' && c !== 'Z').map((c) => (
                <SelectItem key={c} value={`${CATEGORY_PREFIX}${c}`}>
                  {i18n._(TAX_CATEGORY_LABELS[c])}
                </SelectItem>
              ))}
            </SelectGroup>
          </>
        )}
      </SelectContent>
    </Select>
  );
}

const groupKey = (tax: LineTaxValues) => `${tax.taxCategory} ${rateKey(tax.taxRate)}`;

/** One of the invoice's (category, rate) groups for a credited line; with only one, shown and not chosen. */
function GroupSelect({
  label,
  value,
  choices,
  onChange,
  id,
  describedBy,
  invalid,
  vat,
}: Pick<Props, 'value' | 'onChange' | 'id' | 'describedBy' | 'invalid'> & {
  label: string;
  choices: LineTax[];
  /** Categories are named only where the company has VAT. */
  vat: boolean;
}) {
  const { i18n } = useLingui();
  const current = rateKey(value.taxRate);
  if (choices.length <= 1) {
    return (
      <Input id={id} aria-label={label} readOnly tabIndex={-1} value={current ? rateLabel(current) : ''} />
    );
  }
  return (
    <Select
      value={groupKey(value)}
      onValueChange={(key) => {
        const chosen = choices.find((c) => groupKey(c) === key);
        if (chosen) onChange(chosen);
      }}
    >
      <SelectTrigger id={id} aria-label={label} aria-describedby={describedBy} aria-invalid={invalid}>
        <SelectValue placeholder="…">{current ? rateLabel(current) : undefined}</SelectValue>
      </SelectTrigger>
      <SelectContent className="min-w-56">
        {choices.map((choice) => (
          <SelectItem key={groupKey(choice)} value={groupKey(choice)}>
            {rateLabel(choice.taxRate)}
            {choice.taxCategory === 'S' || !vat
              ? ''
              : ` · ${i18n._(TAX_CATEGORY_LABELS[choice.taxCategory])}`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A line's VAT category (EN 16931), with its visible label; S takes a rate, every other 0 %. */
export function VatCategorySelect({
  line,
  value,
  setup,
  onChange,
  id,
}: Omit<Props, 'offerCategories' | 'describedBy' | 'invalid'>) {
  const { t, i18n } = useLingui();
  const category = value.taxCategory ?? '';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        <Trans>VAT category</Trans>
      </Label>
      {setup?.choices ? (
        <span id={id} className="text-sm">
          {category ? i18n._(TAX_CATEGORY_LABELS[category]) : ''}
        </span>
      ) : (
        <Select
          value={category}
          onValueChange={(c) => setup && onChange(withCategory(value, c as TaxCategory, setup))}
          disabled={!setup}
        >
          <SelectTrigger
            id={id}
            aria-label={t`VAT category for line ${line}`}
            className="h-8 w-auto min-w-52"
          >
            <SelectValue placeholder="…" />
          </SelectTrigger>
          <SelectContent className="min-w-56">
            {CATEGORY_CHOICES.map((c) => (
              <SelectItem key={c} value={c}>
                {i18n._(TAX_CATEGORY_LABELS[c])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
