import { Trans } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useUser } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { resetTour } from '../utils/tour-storage';

/** Account page: shows the dashboard tour again. */
export function RestartTourCard() {
  const { user } = useUser();
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Guided Tour</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Take the short tour of the dashboard again.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          onClick={() => {
            if (user) resetTour(user.id);
            navigate('/');
          }}
        >
          <Compass />
          <Trans>Restart tour</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
