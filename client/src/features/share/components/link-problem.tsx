import { FileX2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useReaderTranslator } from '../utils/page-language';
import { usePageMeta } from '../utils/use-page-meta';

function Notice({
  title,
  language,
  children,
}: {
  title: string;
  language: string;
  children: React.ReactNode;
}) {
  usePageMeta(title, language);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="grid justify-items-start gap-3">
          <FileX2 className="size-8 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * Unknown, revoked or mistyped: one answer, which does not tell whether such an invoice exists — nor
 * its language, so this speaks the reader's browser language.
 */
export function InvalidLink() {
  const { t, language } = useReaderTranslator();
  return (
    <Notice title={t('page.invalid.title')} language={language}>
      <p className="text-muted-foreground">{t('page.invalid.body')}</p>
    </Notice>
  );
}

/** Anything but a 404 (server or network trouble): the link may be fine, so offer to try again. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t, language } = useReaderTranslator();
  return (
    <Notice title={t('page.loadFailed.title')} language={language}>
      <p className="text-muted-foreground">{t('page.loadFailed.body')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" /> {t('page.tryAgain')}
      </Button>
    </Notice>
  );
}
