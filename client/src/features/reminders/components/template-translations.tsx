import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { interfaceLocale } from '@shared/interface-locale';
import { builtInFlowText } from '@shared/reminder-texts';
import {
  FLOW_TEXT_KEYS,
  type FlowTextKey,
  type TemplateInput,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@shared/reminders';
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/**
 * A language's name in the interface's language, as a sentence writes it ("German"; French
 * "allemand", as in "en allemand"); `title` starts it with a capital, as a tab shows it.
 */
function languageName(language: TranslatedLanguage, title = false): string {
  const locale = interfaceLocale();
  const name = new Intl.DisplayNames(locale, { type: 'language' }).of(language) ?? language;
  return title ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/**
 * The template's texts for clients of other languages (issue 5/6), one tab per language. A text left
 * empty is sent as the built-in text of that language, which the field shows as its placeholder; the
 * tab says how many of the four are the template's own.
 */
export function TemplateTranslations({ form }: { form: UseFormReturn<TemplateInput> }) {
  const translations = useWatch({ control: form.control, name: 'translations' });
  const errors = form.formState.errors.translations as
    | FieldErrors<Record<TranslatedLanguage, Record<FlowTextKey, string>>>
    | undefined;
  const { t } = useLingui();
  const own = (language: TranslatedLanguage) =>
    FLOW_TEXT_KEYS.filter((key) => translations?.[language]?.[key]?.trim()).length;
  /** "First reminder in German": unlike the English fields' "First reminder text", so each label names one field. */
  const stepLabel = (key: FlowTextKey, language: string) => {
    if (key === 'dueDateReminderText') return t`Due date reminder in ${language}`;
    if (key === 'firstReminderText') return t`First reminder in ${language}`;
    if (key === 'secondReminderText') return t`Second reminder in ${language}`;
    return t`Final notice in ${language}`;
  };
  const emptyHint = (language: string) =>
    t`Empty: the built-in ${language} text is used (shown as the placeholder).`;
  const status = (code: TranslatedLanguage) => {
    const language = languageName(code);
    const count = own(code);
    return count === 0
      ? t`No ${language} texts of this template: the built-in ${language} texts are used.`
      : t`${plural(count, {
          one: `# of 4 ${language} texts are this template's own; the others use the built-in ${language} text.`,
          other: `# of 4 ${language} texts are this template's own; the others use the built-in ${language} text.`,
        })}`;
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="template-translations">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Texts for clients in other languages</Trans>
      </legend>
      <p className="text-xs text-muted-foreground">
        <Trans>
          The texts above are sent to English-speaking clients. A client who reads another language gets the
          text written here for it; where a text is empty, the built-in text in that language is used.
        </Trans>
      </p>
      <Tabs defaultValue={TRANSLATED_LANGUAGES[0]}>
        <TabsList className="flex-wrap">
          {TRANSLATED_LANGUAGES.map((language) => (
            <TabsTrigger key={language} value={language}>
              {languageName(language, true)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TabsContent key={language} value={language} className="grid gap-3">
            <p className="text-sm text-muted-foreground" data-testid={`translation-status-${language}`}>
              {status(language)}
            </p>
            {FLOW_TEXT_KEYS.map((key) => (
              <FormField
                key={key}
                label={stepLabel(key, languageName(language))}
                error={errors?.[language]?.[key]?.message}
                hint={translations?.[language]?.[key]?.trim() ? undefined : emptyHint(languageName(language))}
              >
                {(field) => (
                  <Textarea
                    {...field}
                    rows={4}
                    lang={language}
                    placeholder={builtInFlowText(language, key)}
                    {...form.register(`translations.${language}.${key}`)}
                  />
                )}
              </FormField>
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </fieldset>
  );
}
