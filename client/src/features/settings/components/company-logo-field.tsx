import { Trans, useLingui } from '@lingui/react/macro';
import { LOGO_MAX_BYTES, LOGO_TYPES, ownLogoUrl } from '@shared/company-logo';
import { ImageUp, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteLogo } from '../api/delete-logo';
import { useSettings } from '../api/get-settings';
import { useUploadLogo } from '../api/upload-logo';

/** Settings → Company Logo: printed at the top of invoices, their PDFs, the client's page and the emails. */
export function CompanyLogoField() {
  const { t } = useLingui();
  const settings = useSettings();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const input = React.useRef<HTMLInputElement>(null);
  const descriptionId = React.useId();
  const logo = settings.data?.logo;
  const busy = upload.isPending || remove.isPending;

  const refuse = (description: string) =>
    toast({ title: t`Logo not saved`, description, variant: 'destructive' });

  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still uploads it
    if (!file) return;
    // The server decides by the content; this only spares a pointless upload.
    if (file.size > LOGO_MAX_BYTES || !(LOGO_TYPES as readonly string[]).includes(file.type)) {
      refuse(t`The logo must be a PNG or JPEG image of at most 1 MB.`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: t`Logo uploaded`,
          description: t`Your logo is on your invoices now.`,
          variant: 'success',
        }),
      onError: (error) => refuse(errorMessage(error, t`The logo could not be uploaded. Please try again.`)),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t`Logo removed`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The logo could not be removed. Please try again.`),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Company Logo</Trans>
        </CardTitle>
        <CardDescription id={descriptionId}>
          <Trans>
            Printed at the top of your invoices, their PDFs and the emails your clients get. A PNG or JPEG
            image of at most 1 MB.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full items-center justify-center rounded-md border border-dashed bg-muted/40 p-2 sm:w-56">
          {settings.isPending ? (
            <Skeleton className="h-12 w-40" />
          ) : logo ? (
            <img
              src={ownLogoUrl(logo) ?? undefined}
              alt={t`Your company logo`}
              className="max-h-16 max-w-full object-contain"
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No logo yet</Trans>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <input
            ref={input}
            type="file"
            accept={LOGO_TYPES.join(',')}
            aria-label={t`Logo file`}
            hidden
            onChange={onFile}
          />
          <Button
            type="button"
            aria-describedby={descriptionId}
            onClick={() => input.current?.click()}
            disabled={busy || settings.isPending}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? <Trans>Uploading...</Trans> : <Trans>Upload logo</Trans>}
          </Button>
          {logo && (
            <Button type="button" variant="outline" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden="true" />
              {remove.isPending ? <Trans>Removing...</Trans> : <Trans>Remove logo</Trans>}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
