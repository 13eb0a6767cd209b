import { OnboardingSteps } from '@/components/onboarding/onboarding-steps';
import { useOnboardingProgress } from '../api/get-onboarding-progress';

/** The dashboard's getting-started steps, shown while the user has no invoices yet. */
export function DashboardOnboarding() {
  const { progress, isLoading } = useOnboardingProgress();
  if (isLoading || progress.invoices) return null;
  return <OnboardingSteps progress={progress} />;
}
