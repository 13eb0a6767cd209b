import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** An onError handler: the failure's title, with the server's reason (a 422's message) when it gave one. */
export const failureToast = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, '') || undefined, variant: 'destructive' });
