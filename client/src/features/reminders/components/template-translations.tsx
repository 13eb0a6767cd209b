import { LANGUAGE_NAMES } from '@shared/i18n/languages';
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

/** "First reminder in German": unlike the English fields' "First reminder text", so each label names one field. */
const STEP_LABELS: Record<FlowTextKey, string> = {
  dueDateReminderText: 'Due date reminder',
  firstReminderText: 'First reminder',
  secondReminderText: 'Second reminder',
  finalReminderText: 'Final notice',
};

/** "German" of "German (Deutsch)": the app's screens stay English. */
const languageName = (language: TranslatedLanguage) => LANGUAGE_NAMES[language].split(' ')[0];

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
  const own = (language: TranslatedLanguage) =>
    FLOW_TEXT_KEYS.filter((key) => translations?.[language]?.[key]?.trim()).length;

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="template-translations">
      <legend className="px-1 text-sm font-semibold">Texts for clients in other languages</legend>
      <p className="text-xs text-muted-foreground">
        The texts above are sent to English-speaking clients. A client who reads another language gets the
        text written here for it; where a text is empty, the built-in text in that language is used.
      </p>
      <Tabs defaultValue={TRANSLATED_LANGUAGES[0]}>
        <TabsList className="flex-wrap">
          {TRANSLATED_LANGUAGES.map((language) => (
            <TabsTrigger key={language} value={language}>
              {languageName(language)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TabsContent key={language} value={language} className="grid gap-3">
            <p className="text-sm text-muted-foreground" data-testid={`translation-status-${language}`}>
              {own(language) === 0
                ? `No ${languageName(language)} texts of this template: the built-in ${languageName(language)} texts are used.`
                : `${own(language)} of 4 ${languageName(language)} texts are this template's own; the others use the built-in ${languageName(language)} text.`}
            </p>
            {FLOW_TEXT_KEYS.map((key) => (
              <FormField
                key={key}
                label={`${STEP_LABELS[key]} in ${languageName(language)}`}
                error={errors?.[language]?.[key]?.message}
                hint={
                  translations?.[language]?.[key]?.trim()
                    ? undefined
                    : `Empty: the built-in ${languageName(language)} text is used (shown as the placeholder).`
                }
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
