import { Trans, useLingui } from '@lingui/react/macro';
import { APP_LANGUAGES, type AppLanguage } from '@shared/i18n/app-language';
import { useUser } from '@/api/get-user';
import { LANGUAGE_AUTONYM_LABELS } from '@/components/language/language-autonyms';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceField } from '@/components/ui/choice-field';
import { toast } from '@/lib/toast';
import { useUpdateLanguage } from '../api/update-language';

/**
 * The Account page's language (issue 3/7): the app's screens and the API's messages speak it. The
 * documents keep following each client's language.
 */
export function LanguageCard() {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const update = useUpdateLanguage();
  const options = APP_LANGUAGES.map((value) => ({ value, label: i18n._(LANGUAGE_AUTONYM_LABELS[value]) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The language of Duely's screens and messages. Invoices, credit notes and emails keep speaking each
            client's language.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="max-w-xs">
        <ChoiceField<AppLanguage>
          label={<Trans>Language of the app</Trans>}
          value={user?.language ?? 'en'}
          options={options}
          onValueChange={(language) =>
            update.mutate(language, {
              onError: (error) =>
                toast({ variant: 'destructive', title: t`Language not changed`, description: error.message }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
