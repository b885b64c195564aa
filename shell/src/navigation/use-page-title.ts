import { useEffect } from 'react';

/** 'Quotation - Capital Transfers'; the page's name alone while the company name is not known yet. */
const pageTitle = (page: string, companyName: string | null): string => (companyName ? `${page} - ${companyName}` : page);

/**
 * The browser's title names the page (WCAG 2.4.2): the route table's title and the Company_Name setting.
 * An unknown path keeps the title until it lands on the page it is sent to.
 */
export function usePageTitle(page: string | undefined, companyName: string | null): void {
  useEffect(() => {
    if (page) document.title = pageTitle(page, companyName);
  }, [page, companyName]);
}
