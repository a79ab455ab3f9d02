import type { TopPage } from '@nextlevel/bff/contract';
import { Fragment } from 'react';
import { formatCount } from '../formats';
import { StatsTable, type StatsColumn } from './StatsTable';

/** A path that may wrap before each slash ("/members/apps" + "/snippets"), not in the middle of a segment. */
const breakablePath = (path: string) =>
  path.split('/').map((segment, i) => (
    <Fragment key={i}>
      {i > 0 ? '/' : null}
      {segment}
      {i > 0 ? <wbr /> : null}
    </Fragment>
  ));

const columns: StatsColumn<TopPage>[] = [
  { header: 'Page', csvHeader: 'page_path', cell: (p) => breakablePath(p.page_path), csv: (p) => p.page_path },
  {
    header: 'Unique visitors',
    csvHeader: 'unique_users',
    cell: (p) => formatCount(p.unique_users),
    csv: (p) => p.unique_users,
    numeric: true,
  },
  { header: 'Views', csvHeader: 'views', cell: (p) => formatCount(p.views), csv: (p) => p.views, numeric: true },
];

export interface TopPagesTableProps {
  title: string;
  pages: readonly TopPage[];
  filename: string;
  busy?: boolean;
}

/** The most viewed pages, each with how many Members saw it (product §3 top pages). */
export function TopPagesTable({ title, pages, filename, busy }: TopPagesTableProps) {
  return <StatsTable title={title} columns={columns} rows={pages} rowKey={(p) => p.page_path} filename={filename} busy={busy} />;
}
