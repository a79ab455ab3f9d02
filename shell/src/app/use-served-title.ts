import { SITE_TITLE_ATTRIBUTE } from '@nextlevel/bff/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The bff titles a path it answers 404 "Page not found" and keeps the site's own title beside it
 * (issue #24.11). That title is the served address's: once the visitor is anywhere else, the
 * site's title is back (a page with a `<title>` of its own still shows that one first).
 */
export function useServedTitle() {
  const { key } = useLocation();
  const served = useRef(key);
  useEffect(() => {
    const title = key === served.current ? null : document.querySelector(`title[${SITE_TITLE_ATTRIBUTE}]`);
    if (!title) return;
    title.textContent = title.getAttribute(SITE_TITLE_ATTRIBUTE);
    title.removeAttribute(SITE_TITLE_ATTRIBUTE);
  }, [key]);
}
