import { messages } from '@nextlevel/bff/contract';
import {
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Loading,
  Page,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { PasskeysCard, TwoStepSection } from '@nextlevel/shell/sign-in-security';
import { useDefaultPrompt } from '../../lib/default-prompt';
import { DefaultPromptForm } from './components/DefaultPromptForm';
import styles from './SettingsPage.module.css';

/**
 * /internal/settings (product §2): a Snippets tab with the Default Prompt Template, then Sign-in
 * security: the staff user's own passkeys and two-step verification (issue #27 items 1 and 4), the
 * cards /members/settings shows (@nextlevel/shell/sign-in-security).
 */
export default function SettingsPage() {
  const defaultPrompt = useDefaultPrompt();
  let body;
  if (defaultPrompt.isPending) body = <Loading />;
  else if (defaultPrompt.isError) body = <Alert tone="error">{errorMessage(defaultPrompt.error, messages.errors.generic)}</Alert>;
  else body = <DefaultPromptForm initial={defaultPrompt.data.value} />;
  return (
    <Page width="wide">
      <PageHeader title="Settings" description="Configure how the internal tools behave." />
      <Tabs defaultValue="snippets">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="snippets">Snippets</TabsTrigger>
        </TabsList>
        <TabsContent value="snippets">
          <Card>
            <CardHeader>
              <CardTitle level={2}>AI Prompt</CardTitle>
              <CardDescription>This prompt is automatically added after the quote and author when a snippet is selected.</CardDescription>
            </CardHeader>
            <CardContent>{body}</CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <section aria-labelledby="sign-in-security-heading" className={styles.section}>
        <h2 id="sign-in-security-heading" className={styles.heading}>
          Sign-in security
        </h2>
        <PasskeysCard titleLevel={3} />
        <TwoStepSection titleLevel={3} />
      </section>
    </Page>
  );
}
