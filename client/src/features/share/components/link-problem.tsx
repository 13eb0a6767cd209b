import { FileX2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '../utils/use-page-meta';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  usePageMeta(title);
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

/** Unknown, revoked or mistyped: one answer, which does not tell whether such an invoice exists. */
export function InvalidLink() {
  return (
    <Notice title="This invoice link is not valid">
      <p className="text-muted-foreground">
        Please check that you opened the whole link, or ask the sender of the invoice for a new one.
      </p>
    </Notice>
  );
}

/** Anything but a 404 (server or network trouble): the link may be fine, so offer to try again. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Notice title="The invoice could not be loaded">
      <p className="text-muted-foreground">Something went wrong on our side. Please try again in a moment.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" /> Try again
      </Button>
    </Notice>
  );
}
