import { Page, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@nextlevel/design-system';
import { UploadData } from './components/UploadData';
import type { CsvUploadDeps } from './use-csv-upload';

/** /internal/database (product §2): one tab, Upload Data. `deps` lets tests read files without a worker. */
export default function DatabasePage(deps: CsvUploadDeps) {
  return (
    <Page>
      <PageHeader title="Database" description="Upload categories, authors and snippets from CSV files." />
      <Tabs defaultValue="upload">
        <TabsList aria-label="Database">
          <TabsTrigger value="upload">Upload Data</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <UploadData {...deps} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
