import { forwardRef, type ReactNode } from 'react';
import { Alert, type AlertProps } from '../Alert/Alert';
import { useOnline } from './use-online';

export interface OfflineNoticeProps extends Omit<AlertProps, 'tone' | 'title' | 'children'> {
  /** What being offline means for this screen (the catalogue's text). */
  children: ReactNode;
}

/** Says so, politely, while the browser is offline (issue #24.7); nothing while it is online. */
export const OfflineNotice = forwardRef<HTMLDivElement, OfflineNoticeProps>(function OfflineNotice({ children, ...rest }, ref) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert ref={ref} tone="info" {...rest}>
      {children}
    </Alert>
  );
});
