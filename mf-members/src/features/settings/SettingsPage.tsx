import { Card, CardContent, CardDescription, CardHeader, CardTitle, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { PasskeysCard, TwoStepSection } from '@nextlevel/shell/sign-in-security';
import { RecentActivity } from './components/RecentActivity';
import { SettingsForm } from './components/SettingsForm';

/**
 * /members/settings (product §2): the member's own account details, their passkeys, two-step
 * verification and their recent activity (issue #27 items 1, 4 and 8).
 */
export default function SettingsPage() {
  const user = useAuth((state) => state.user);
  return (
    <Page width="narrow">
      <PageHeader title="Settings" description="Manage your account details" />
      <Card>
        <CardHeader>
          <CardTitle level={2}>Account Information</CardTitle>
          <CardDescription>Update your name, email, country or password</CardDescription>
        </CardHeader>
        <CardContent>{user ? <SettingsForm user={user} /> : <Loading />}</CardContent>
      </Card>
      <PasskeysCard />
      <TwoStepSection />
      <RecentActivity />
    </Page>
  );
}
