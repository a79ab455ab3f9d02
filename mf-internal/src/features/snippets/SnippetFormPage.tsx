import { messages } from '@nextlevel/bff/contract';
import { Alert, Button, Card, CardContent, IconArrowLeft, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useLayoutEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSnippet } from './api/get-snippet';
import { SnippetForm } from './components/SnippetForm';
import styles from './SnippetFormPage.module.css';

/** The edit form once the snippet has loaded (product §4: edit mode loads the snippet and fills the fields). */
function EditSnippet({ id }: { id: string }) {
  const snippet = useSnippet(id);
  if (snippet.isPending) return <Loading />;
  if (snippet.isError)
    return (
      <div className={styles.failed}>
        <Alert tone="error">{errorMessage(snippet.error, messages.errors.generic)}</Alert>
        <Button asChild variant="outline">
          <Link to="/internal/snippets">
            <IconArrowLeft size={16} />
            Back to Snippets
          </Link>
        </Button>
      </div>
    );
  return <SnippetForm key={id} id={id} initial={snippet.data} />;
}

/** /internal/snippets/new and /internal/snippets/{snippetId}/edit: one form (product §2). */
export default function SnippetFormPage() {
  const { snippetId } = useParams();
  // The form opens at its top, not at the height the list was scrolled to (issue #24.3). In braces:
  // Chromium's scrollTo may answer a promise, which React would take for the effect's cleanup.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [snippetId]);
  return (
    <Page width="wide">
      <PageHeader
        title={snippetId ? 'Edit Snippet' : 'New Snippet'}
        description="The quote, its author and category, and an optional AI explanation members can open."
      />
      <Card>
        <CardContent className={styles.content}>{snippetId ? <EditSnippet key={snippetId} id={snippetId} /> : <SnippetForm />}</CardContent>
      </Card>
    </Page>
  );
}
