import { PAGE_HYDRATED_ATTRIBUTE } from '@events/contracts/page-render';
import { useEffect } from 'react';

/**
 * Marks the page as the app's (PAGE_HYDRATED_ATTRIBUTE on `<html>`) once this element is committed. Placed after
 * the content of the innermost Suspense boundary a server-rendered page hydrates, it commits with that content, so
 * the mark means the page's controls answer.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
