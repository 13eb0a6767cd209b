import { useLingui } from '@lingui/react/macro';
import { APP_LANGUAGES } from '@shared/i18n/app-language';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { LANGUAGE_AUTONYM_LABELS } from './language-autonyms';

/**
 * The language menu of the signed-out pages (issue 3/7): each language in its own name. A plain link
 * (`?lang=de`: the server remembers it and answers the landing page in it, which runs no script);
 * where the app runs, a click switches at once, without a reload, and is remembered in the browser.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const spoken = i18n.locale || currentLanguage();
  return (
    <nav
      aria-label={t`Language`}
      className={cn('flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm', className)}
    >
      {APP_LANGUAGES.map((language) => (
        <a
          key={language}
          href={`?lang=${language}`}
          hrefLang={language}
          lang={language}
          aria-current={language === spoken ? 'true' : undefined}
          className={cn(
            'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring',
            language === spoken && 'font-semibold text-foreground',
          )}
          onClick={(event) => {
            event.preventDefault();
            void chooseLanguage(language);
          }}
        >
          {i18n._(LANGUAGE_AUTONYM_LABELS[language])}
        </a>
      ))}
    </nav>
  );
}
